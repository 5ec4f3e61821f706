import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Container, EmptyState, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../config/paths';
import { sportNameOf } from '../../../config/sports';
import { searchQueryMax, searchQueryMin, type SearchCompetition, type SearchEvent, type SearchResults, type SearchTeam } from '../api/search-sports';
import { useSearch, type SearchState } from '../hooks/use-search';

type ResultSectionProps<T> = {
  title: string;
  items: T[];
  keyOf: (item: T) => string;
  /** Pushes the row's last part to the right edge. */
  spread?: boolean;
  children: (item: T) => ReactNode;
};

function ResultSection<T>({ title, items, keyOf, spread, children }: ResultSectionProps<T>) {
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" mb="sm">
        {title}
      </Title>
      <Stack gap={8}>
        {items.map((item) => (
          <Group key={keyOf(item)} gap="xs" wrap="nowrap" justify={spread ? 'space-between' : undefined}>
            {children(item)}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function SportBadge({ sportId }: { sportId: number }) {
  const { t } = useTranslation();
  const name = sportNameOf(sportId);
  return name ? (
    <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
      {t(`sports.${name}`)}
    </Badge>
  ) : null;
}

function TeamRow({ team }: { team: SearchTeam }) {
  return (
    <>
      <IconUsersGroup size={16} aria-hidden="true" />
      <Anchor component={Link} to={paths.game.getHref(team.eventId)} fw={700} size="sm">
        {team.name}
      </Anchor>
      <SportBadge sportId={team.sportId} />
    </>
  );
}

function CompetitionRow({ competition }: { competition: SearchCompetition }) {
  const { t } = useTranslation();
  return (
    <>
      <Anchor component={Link} to={`${paths.topNavFilter.getHref('competition', competition.id)}?spid=${competition.sportId}`} fw={700} size="sm">
        {competition.name}
      </Anchor>
      <Group gap={6} wrap="nowrap">
        <SportBadge sportId={competition.sportId} />
        {typeof competition.eventCount === 'number' ? (
          <Text size="xs" c="dimmed">
            {t('search.eventCount', { count: competition.eventCount })}
          </Text>
        ) : null}
      </Group>
    </>
  );
}

function EventRow({ event }: { event: SearchEvent }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={paths.game.getHref(event.id)} fw={700} size="sm" truncate>
          {event.name}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          {event.competition?.name}
        </Text>
      </Stack>
      {/* The long match name truncates; the badges keep their width (on a phone they clipped to "F…"). */}
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        <SportBadge sportId={event.sportId} />
        <Badge size="xs" variant={event.status === 'live' ? 'filled' : 'light'} color={event.status === 'live' ? 'red' : 'gray'}>
          {t(`sportsbook.status.${event.status}`, { defaultValue: event.status })}
        </Badge>
      </Group>
    </>
  );
}

function SearchFound({ q, results: { teams, competitions, events } }: { q: string; results: SearchResults }) {
  const { t } = useTranslation();
  if (teams.length + competitions.length + events.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <EmptyState variant="light" icon={<IconSearch size={28} />} title={t('search.noResultsTitle')} description={t('search.noResultsText', { q })} />
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <ResultSection title={t('search.teams')} items={teams} keyOf={(team) => `${team.name}-${team.eventId}`}>
        {(team) => <TeamRow team={team} />}
      </ResultSection>
      <ResultSection title={t('search.competitions')} items={competitions} keyOf={(competition) => competition.id} spread>
        {(competition) => <CompetitionRow competition={competition} />}
      </ResultSection>
      <ResultSection title={t('search.events')} items={events} keyOf={(event) => event.id} spread>
        {(event) => <EventRow event={event} />}
      </ResultSection>
    </Stack>
  );
}

function SearchBody({ state, onRetry }: { state: SearchState; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'idle') {
    return (
      <Text c="dimmed" size="sm">
        {t('search.hint', { min: searchQueryMin })}
      </Text>
    );
  }
  if (state.status === 'loading') {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="search-loading">
        <Skeleton h={80} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  }
  if (state.status === 'failed') return <ErrorState message={state.error} onRetry={onRetry} />;
  return <SearchFound q={state.q} results={state.results} />;
}

/** `/search`: teams, competitions and matches as the player types (debounced). */
export function SearchScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [retryKey, setRetryKey] = useState(0);
  const state = useSearch(text, retryKey);

  const onChange = (value: string) => {
    setText(value);
    setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  };

  return (
    <Container size="md" px={0}>
      <ScreenTitle title={t('search.title')} subtitle={t('search.subtitle')} />
      <TextInput
        size="md"
        mb="lg"
        autoFocus
        leftSection={<IconSearch size={18} />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        maxLength={searchQueryMax}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <SearchBody state={state} onRetry={() => setRetryKey((key) => key + 1)} />
    </Container>
  );
}
