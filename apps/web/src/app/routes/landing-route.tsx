import { BannerSlider } from '../../features/banners/components/banner-slider';
import { LandingScreen } from '../../features/landing/components/landing-screen';
import { useSportsSummaryQuery } from '../../features/sports/api/sports-api';
import { LiveEventsPreview } from '../../features/sports/components/live-events-preview';

/**
 * The guest landing composed with the sportsbook and the banners (the guests' slider): the live preview and each sport card's event
 * counts from the public sports summary (a failed read leaves the cards saying none are listed).
 */
export function LandingRoute() {
  const { data, isError } = useSportsSummaryQuery();
  return <LandingScreen liveSection={<LiveEventsPreview />} bannerSection={<BannerSlider audience="guest" />} sportCounts={data?.sports ?? (isError ? [] : undefined)} />;
}
