import { memo } from 'react';
import { BannerSlider } from '../../features/banners/components/banner-slider';
import { LandingScreen, type SportCount } from '../../features/landing/components/landing-screen';
import { useSportsSummaryQuery } from '../../features/sports/api/sports-api';
import { useDeferredArrival } from '../../lib/use-deferred-arrival';
import { LiveEventsPreview } from '../../features/sports/components/live-events-preview';

// The sections and the screen stay the same elements across the summary's store updates, so those
// updates (rendered synchronously by react-redux) render only this route; the screen renders again
// with the counts in a deferred, sliced render (docs/web-decisions.md, issue 18).
const liveSection = <LiveEventsPreview />;
const bannerSection = <BannerSlider audience="guest" />;
const Landing = memo(LandingScreen);
const noCounts: readonly SportCount[] = [];
const countsShown = (counts: readonly SportCount[] | undefined) => counts !== undefined;

/**
 * The guest landing composed with the sportsbook and the banners (the guests' slider): the live preview and each sport card's event
 * counts from the public sports summary (a failed read leaves the cards saying none are listed).
 */
export function LandingRoute() {
  const { data, isError } = useSportsSummaryQuery();
  const sportCounts = useDeferredArrival(data?.sports ?? (isError ? noCounts : undefined), countsShown);
  return <Landing liveSection={liveSection} bannerSection={bannerSection} sportCounts={sportCounts} />;
}
