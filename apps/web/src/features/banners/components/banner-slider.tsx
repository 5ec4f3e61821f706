import { useMemo, type FocusEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Skeleton } from '@mantine/core';
import type { PublicBanner } from '@oddsmith/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useAppSelector } from '../../../app/hooks';
import { useDeferredArrival } from '../../../lib/use-deferred-arrival';
import { usePublicBannersQuery } from '../api/banners-api';
import { BannerSlide } from './banner-slide';
import classes from './banner-slider.module.css';
import { useCarousel, type Carousel } from './use-carousel';

const sliderLanguages = ['en', 'es', 'hi'] as const;
type SliderLanguage = (typeof sliderLanguages)[number];

function sliderLanguage(language: string | undefined): SliderLanguage {
  const base = (language ?? 'en').slice(0, 2);
  return (sliderLanguages as readonly string[]).includes(base) ? (base as SliderLanguage) : 'en';
}

function SliderControls({ banners, carousel }: { banners: readonly PublicBanner[]; carousel: Carousel }) {
  const { t } = useTranslation();
  const control = { variant: 'filled', color: 'dark', radius: 'xl', size: 'lg', style: { opacity: 0.8 } } as const;
  return (
    <>
      <ActionIcon {...control} className={`${classes.arrow} ${classes.arrowPrevious}`} aria-label={t('banners.slider.previous')} onClick={carousel.previous}>
        <IconChevronLeft size={20} />
      </ActionIcon>
      <ActionIcon {...control} className={`${classes.arrow} ${classes.arrowNext}`} aria-label={t('banners.slider.next')} onClick={carousel.next}>
        <IconChevronRight size={20} />
      </ActionIcon>
      <div className={classes.bar}>
        <ActionIcon {...control} size="sm" aria-label={carousel.stopped ? t('banners.slider.play') : t('banners.slider.pause')} onClick={carousel.toggleStopped}>
          {carousel.stopped ? <IconPlayerPlayFilled size={12} /> : <IconPlayerPauseFilled size={12} />}
        </ActionIcon>
        {banners.map((banner, index) => (
          <button key={banner.id} type="button" className={classes.dot} aria-label={t('banners.slider.goTo', { n: index + 1, title: banner.title })} aria-current={index === carousel.index} onClick={() => carousel.go(index)} />
        ))}
      </div>
    </>
  );
}

type SliderViewProps = { banners: readonly PublicBanner[]; compact?: boolean };

/** The slider shows more than its skeleton: the read has settled, or banners are stored from before. */
function bannersShown({ isLoading, banners }: { isLoading: boolean; banners: readonly PublicBanner[] }): boolean {
  return !isLoading || banners.length > 0;
}

/**
 * The carousel (WAI-ARIA APG): a region with `aria-roledescription="carousel"`, slides as groups,
 * previous / next / pause buttons and dots, ←/→ inside it, autoplay paused on hover and focus and
 * off for reduced motion, the live region polite only while not autoplaying.
 */
export function BannerSliderView({ banners, compact = false }: SliderViewProps) {
  const { t } = useTranslation();
  const carousel = useCarousel(banners.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
  };
  return (
    <section
      className={`${classes.region} ${compact ? classes.compact : ''}`}
      aria-roledescription="carousel"
      aria-label={t('banners.slider.label')}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className={classes.viewport} aria-live={carousel.playing ? 'off' : 'polite'}>
        {banners.map((banner, index) => (
          <BannerSlide key={banner.id} banner={banner} eager={index === 0} current={index === carousel.index} label={t('banners.slider.slideLabel', { n: index + 1, count: banners.length })} />
        ))}
      </div>
      {banners.length > 1 ? <SliderControls banners={banners} carousel={carousel} /> : null}
    </section>
  );
}

/**
 * The slider for an audience in the reader's language: loads `GET /api/banners` (filling the seed's
 * `slider` slice) and shows what the slice holds. The box is reserved while the list loads; with
 * no banner (or a failed load) it takes no room.
 */
export function BannerSlider({ audience, compact }: { audience: 'guest' | 'player'; compact?: boolean }) {
  const { i18n } = useTranslation();
  const { isLoading: loading } = usePublicBannersQuery({ audience, lang: sliderLanguage(i18n.resolvedLanguage) });
  const stored = useAppSelector((state) => state.slider.banners);
  // The banners' first arrival renders in a deferred, sliced render, not inside the store's update.
  const { isLoading, banners } = useDeferredArrival(
    useMemo(() => ({ isLoading: loading, banners: stored }), [loading, stored]),
    bannersShown,
  );
  if (isLoading && banners.length === 0) {
    return (
      <div className={`${classes.region} ${compact ? classes.compact : ''}`} aria-hidden="true">
        <Skeleton className={classes.viewport} />
      </div>
    );
  }
  if (banners.length === 0) return null;
  return <BannerSliderView banners={banners} compact={compact} />;
}
