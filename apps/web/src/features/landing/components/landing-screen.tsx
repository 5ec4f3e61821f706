import type { ComponentType, ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowsExchange,
  IconBallBasketball,
  IconBallFootball,
  IconBallTennis,
  IconBroadcast,
  IconBuildingBank,
  IconCards,
  IconCricket,
  IconDice5,
  IconShieldCheck,
  IconSlideshow,
  IconTrophy,
  type IconProps,
} from '@tabler/icons-react';
import type { ApiSportSummary } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './landing-screen.module.css';
import { CallToAction } from '../../../components/call-to-action';

type Icon = ComponentType<IconProps>;

/** Betfair sport ids the sportsbook covers (PRODUCT.md section 4). */
const sports: { key: string; spid: number; icon: Icon }[] = [
  { key: 'soccer', spid: 1, icon: IconBallFootball },
  { key: 'tennis', spid: 2, icon: IconBallTennis },
  { key: 'cricket', spid: 4, icon: IconCricket },
  { key: 'basketball', spid: 7522, icon: IconBallBasketball },
];

const casinoGames: { key: string; icon: Icon }[] = [
  { key: 'videoSlot', icon: IconSlideshow },
  { key: 'classicSlot', icon: IconDice5 },
  { key: 'roulette', icon: IconTrophy },
  { key: 'blackjack', icon: IconCards },
];

const highlights: { key: string; icon: Icon }[] = [
  { key: 'inplay', icon: IconBroadcast },
  { key: 'exchange', icon: IconArrowsExchange },
  { key: 'casino', icon: IconCards },
  { key: 'bank', icon: IconBuildingBank },
];

function Section({ title, subtitle, badge, children }: { title: string; subtitle: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" py={{ base: 32, sm: 44 }}>
      <Group justify="space-between" align="flex-end" mb="md" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {badge}
          </Group>
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        </Stack>
      </Group>
      {children}
    </Box>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, sm: 84 }} pos="relative">
        <Box className={classes.heroArt} visibleFrom="md" aria-hidden="true">
          <svg viewBox="18 14 28 40" width="100%" height="100%">
            <path d="M20 44 32 16l12 28h-7l-5-13-5 13z" fill="currentColor" />
            <circle cx="32" cy="48" r="4" fill="var(--mantine-color-gold-5)" />
          </svg>
        </Box>
        <Stack gap="lg" maw={640} pos="relative" style={{ zIndex: 1 }}>
          <Group gap={6} wrap="nowrap" className={classes.heroPill}>
            <IconShieldCheck size={16} style={{ flexShrink: 0 }} />
            <Text size="xs" fw={800} tt="uppercase" lts={0.4}>
              {t('landing.badge')}
            </Text>
          </Group>
          <Title order={1} className={classes.heroTitle}>
            {t('landing.heroTitleStart')}{' '}
            <Text component="span" inherit className={classes.heroAccent}>
              {t('landing.heroTitleAccent')}
            </Text>
          </Title>
          <Text size="lg" c="dimmed" maw={560}>
            {t('landing.heroText')}
          </Text>
          <CallToAction
            size="lg"
            main={{ to: paths.register.getHref(), label: t('landing.ctaRegister') }}
            other={{ to: paths.login.getHref(), label: t('landing.ctaLogin') }}
          />
          <Text size="xs" c="dimmed">
            {t('landing.ageNotice')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

function Highlights() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mt={{ base: -28, sm: -40 }} pos="relative">
      {highlights.map(({ key, icon: ItemIcon }) => (
        <Paper key={key} withBorder radius="lg" p="md" shadow="sm">
          <ThemeIcon size={38} radius="md" variant="light" mb="sm">
            <ItemIcon size={22} />
          </ThemeIcon>
          <Text fw={800}>{t(`landing.highlights.${key}.title`)}</Text>
          <Text size="sm" c="dimmed">
            {t(`landing.highlights.${key}.text`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function LiveSection({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Section
      title={t('landing.live.title')}
      subtitle={t('landing.live.subtitle')}
      badge={
        <Badge color="red" variant="dot" size="md">
          {t('landing.live.badge')}
        </Badge>
      }
    >
      {children ?? (
        <Paper withBorder radius="lg" p="xl">
          <EmptyState icon={<IconBroadcast size={28} />} variant="light" title={t('landing.live.emptyTitle')} description={t('landing.live.emptyText')} />
        </Paper>
      )}
    </Section>
  );
}

/** A sport's live and upcoming event counts, as the sports summary gives them. */
export type SportCount = Pick<ApiSportSummary, 'id' | 'liveCount' | 'upcomingCount'>;

/** The line under a sport's name: its counts, "no events" only once the counts say so. */
function SportCountText({ spid, counts }: { spid: number; counts: readonly SportCount[] | undefined }) {
  const { t } = useTranslation();
  const count = counts?.find((entry) => entry.id === spid);
  const text =
    counts === undefined
      ? t('landing.sports.loading')
      : count && count.liveCount + count.upcomingCount > 0
        ? t('landing.sports.counts', { live: count.liveCount, upcoming: count.upcomingCount })
        : t('landing.sports.noEvents');
  return (
    <Text size="xs" c="dimmed" data-testid={`sport-count-${spid}`}>
      {text}
    </Text>
  );
}

/** `counts`: undefined while they load (the cards then say so rather than "no events"). */
function SportsSection({ counts }: { counts: readonly SportCount[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Section title={t('landing.sports.title')} subtitle={t('landing.sports.subtitle')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {sports.map(({ key, spid, icon: SportIcon }) => (
          <Card key={key} withBorder radius="lg" padding="lg" className={classes.tile} component={Link} to={paths.inplay.getHref(spid)}>
            <ThemeIcon size={44} radius="xl" variant="light">
              <SportIcon size={24} />
            </ThemeIcon>
            <Text fw={800} mt="md">
              {t(`sports.${key}`)}
            </Text>
            <SportCountText spid={spid} counts={counts} />
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function CasinoSection() {
  const { t } = useTranslation();
  return (
    <Section title={t('landing.casino.title')} subtitle={t('landing.casino.subtitle')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {casinoGames.map(({ key, icon: GameIcon }) => (
          <Card key={key} radius="lg" padding={0} withBorder className={classes.tile}>
            <Box className={classes.gameArt}>
              <GameIcon size={44} stroke={1.5} />
            </Box>
            <Stack gap={2} p="md">
              <Text fw={800}>{t(`casino.${key}`)}</Text>
              <Text size="xs" c="dimmed">
                {t('landing.casino.provablyFair')}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function RegisterBand() {
  const { t } = useTranslation();
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} mb={48} className={classes.ctaBand}>
      <Group justify="space-between" gap="md">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 22, sm: 26 }} c="white">
            {t('landing.band.title')}
          </Title>
          <Text c="rgba(255,255,255,0.8)">{t('landing.band.text')}</Text>
        </Stack>
        <Button size="md" color="gold" c="dark.9" component={Link} to={paths.register.getHref()}>
          {t('landing.ctaRegister')}
        </Button>
      </Group>
    </Paper>
  );
}

type LandingScreenProps = {
  /** The live events the app layer composes in (the sports feature's preview). */
  liveSection?: ReactNode;
  /** Events per sport from the sports summary; undefined while loading. */
  sportCounts?: readonly SportCount[];
  /** The banner slider the app layer composes in (the banners feature's). */
  bannerSection?: ReactNode;
};

export function LandingScreen({ liveSection, sportCounts, bannerSection }: LandingScreenProps) {
  return (
    <>
      <Hero />
      <Container size="lg">
        <Highlights />
        {bannerSection ? <Box mt={{ base: 'lg', sm: 'xl' }}>{bannerSection}</Box> : null}
        <LiveSection>{liveSection}</LiveSection>
        <SportsSection counts={sportCounts} />
        <CasinoSection />
        <RegisterBand />
      </Container>
    </>
  );
}
