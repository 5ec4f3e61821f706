import { Container } from '@mantine/core';
import { BannerSlider } from '../../features/banners/components/banner-slider';
import { InplayScreen } from '../../features/sports/components/sports-list-screen';

/**
 * The player's home (`/` sends players to in-play): the in-play list first, so ten events and their
 * prices fill a desktop screen (e2e `sports.e2e.ts`), then a slim banner strip for players under it
 * (shown once the lists above have arrived, so it never moves in view).
 */
export function InplayRoute() {
  return (
    <InplayScreen
      below={
        <Container size="lg" px={0} mt="md">
          <BannerSlider audience="player" compact />
        </Container>
      }
    />
  );
}
