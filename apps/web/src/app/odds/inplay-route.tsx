import { Container } from '@mantine/core';
import { BannerSlider } from '../../features/banners/components/banner-slider';
import { InplayScreen } from '../../features/sports/components/sports-list-screen';

/**
 * The player's home (`/` sends players to in-play): a slim banner strip for players above the
 * in-play list, so the odds stay near the top.
 */
export function InplayRoute() {
  return (
    <>
      <Container size="lg" px={0} mb="md">
        <BannerSlider audience="player" compact />
      </Container>
      <InplayScreen />
    </>
  );
}
