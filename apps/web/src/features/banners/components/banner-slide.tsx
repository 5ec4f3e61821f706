import type { PublicBanner } from '@oddsmith/core';
import { Link } from 'react-router';
import { bannerImageUrl } from '../api/banners-api';
import classes from './banner-slider.module.css';

/** The phone rendition below this width, the desktop one above (the CSS box switches with it). */
export const mobileMedia = '(max-width: 640px)';

function SlidePicture({ banner, eager }: { banner: PublicBanner; eager: boolean }) {
  const { images } = banner;
  return (
    <picture>
      <source media={mobileMedia} srcSet={bannerImageUrl(images.mobileWebp)} type="image/webp" />
      <source media={mobileMedia} srcSet={bannerImageUrl(images.mobileJpeg)} type="image/jpeg" />
      <source srcSet={bannerImageUrl(images.desktopWebp)} type="image/webp" />
      <img src={bannerImageUrl(images.desktopJpeg)} alt={banner.title} width={1600} height={500} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    </picture>
  );
}

/** One slide: its picture, a link when it has one (internal paths in the app, https in a new tab). */
export function BannerSlide({ banner, label, current, eager }: { banner: PublicBanner; label: string; current: boolean; eager: boolean }) {
  const picture = <SlidePicture banner={banner} eager={eager} />;
  const link = banner.link;
  return (
    <div className={classes.slide} role="group" aria-roledescription="slide" aria-label={label} hidden={!current} data-testid={`slide-${banner.id}`}>
      {link === null ? (
        picture
      ) : link.startsWith('/') ? (
        <Link to={link} tabIndex={current ? 0 : -1}>
          {picture}
        </Link>
      ) : (
        <a href={link} target="_blank" rel="noopener noreferrer" tabIndex={current ? 0 : -1}>
          {picture}
        </a>
      )}
    </div>
  );
}
