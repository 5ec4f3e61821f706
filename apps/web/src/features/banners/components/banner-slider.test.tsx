import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import { slide } from '../test-fixtures';
import { BannerSlider, BannerSliderView } from './banner-slider';
import { slideIntervalMs } from './use-carousel';

afterEach(() => {
  vi.useRealTimers();
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

const banners = [slide(1), slide(2), slide(3, 'https://example.com/x')];
const visibleSlide = () => screen.getAllByRole('group', { hidden: false }).find((group) => !group.hidden);
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('banner slider', () => {
  it('is a labelled carousel with slides, previous/next, dots and a mobile/desktop picture', () => {
    renderWithProviders(<BannerSliderView banners={banners} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    const picture = within(visibleSlide()!).getByRole('img', { name: 'Promo 1' });
    expect(picture).toHaveAttribute('width', '1600');
    expect(picture.parentElement?.querySelector('source[media="(max-width: 640px)"][type="image/webp"]')).toHaveAttribute('srcset', banners[0]!.images.mobileWebp);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    expect(within(visibleSlide()!).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2: Promo 2' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 2: Promo 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('moves with the arrow keys inside it', async () => {
    renderWithProviders(<BannerSliderView banners={banners} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Promotions' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
  });

  it('plays on its own, pauses while hovered or focused and with the pause button', () => {
    vi.useFakeTimers();
    renderWithProviders(<BannerSliderView banners={banners} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    tick(slideIntervalMs);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.mouseEnter(region);
    tick(slideIntervalMs * 3);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.mouseLeave(region);
    tick(slideIntervalMs);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    tick(slideIntervalMs * 2);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    tick(slideIntervalMs * 2);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    tick(slideIntervalMs);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('does not autoplay for prefers-reduced-motion', () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('prefers-reduced-motion') })) as typeof window.matchMedia;
    try {
      renderWithProviders(<BannerSliderView banners={banners} />);
      tick(slideIntervalMs * 2);
      expect(visibleSlide()).toHaveAccessibleName('1 of 3');
      expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('loads the audience\'s banners in the reader\'s language into the slider slice', async () => {
    const fake = routedFetch({ 'GET /api/banners': [jsonResponse(200, envelope({ banners: [slide(1)] }))] });
    configureApiClient({ fetchImpl: fake.fetch });
    const { store } = renderWithProviders(<BannerSlider audience="player" />);
    expect(await screen.findByRole('img', { name: 'Promo 1' })).toBeInTheDocument();
    expect(store.getState().slider.banners.map((banner) => banner.title)).toEqual(['Promo 1']);
    expect(fake.calls[0]?.url).toContain('audience=player');
    expect(fake.calls[0]?.url).toContain('lang=en');
    // One slide: no controls.
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });
});
