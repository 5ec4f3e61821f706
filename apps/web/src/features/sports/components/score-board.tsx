import { memo } from 'react';
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Side } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { scoreStats, scoreView, type ScoreLabel } from '../score-view';
import classes from './sports.module.css';

export function useScoreLabel(): (label: ScoreLabel | null) => string {
  const { t } = useTranslation();
  return (label) => (label ? t(`sportsbook.score.${label.key}`, label.values ?? {}) : '');
}

type TeamsProps = { sportId: number; scores: unknown; home: string; away: string; live: boolean };

/** Two team lines with the sport's compact score cells and the server / batting marker. */
export const ScoreLines = memo(function ScoreLines({ sportId, scores, home, away, live }: TeamsProps) {
  const { t } = useTranslation();
  const view = scoreView(sportId, scores);
  const names: Record<Side, string> = { home, away };
  const lines: Side[] = ['home', 'away'];
  const markerText = view?.server ? t('sportsbook.score.serving') : view?.batting ? t('sportsbook.score.batting') : '';
  return (
    <>
      {lines.map((side, index) => {
        const marked = view?.server === side || view?.batting === side;
        return (
          <span key={side} className={classes.teamLine}>
            <span className={classes.marker} data-on={marked} title={marked ? markerText : undefined} aria-hidden="true" />
            <span className={classes.teamName}>{names[side]}</span>
            {marked ? <VisuallyHidden>{markerText}</VisuallyHidden> : null}
            {view ? (
              <span className={classes.cells} data-testid={`score-${side}`}>
                {view.rows[index]?.cells.map((cell, at) => (
                  <span key={at} className={`${classes.cell} ${live ? classes.liveCell : ''}`}>
                    {cell}
                  </span>
                ))}
              </span>
            ) : null}
          </span>
        );
      })}
    </>
  );
});

/** The sport's key stats the feed has (half, sets won, run rate and runs needed, points per quarter). */
function ScoreStats({ sportId, scores }: { sportId: number; scores: unknown }) {
  const labelText = useScoreLabel();
  const stats = scoreStats(sportId, scores);
  if (stats.length === 0) return null;
  return (
    <div className={classes.stats} data-testid="score-stats">
      {stats.map((stat, index) => (
        <Badge key={index} variant="light" color="gray" radius="sm" tt="none">
          {labelText(stat)}
        </Badge>
      ))}
    </div>
  );
}

/** The event page's scoreboard: big numbers, the period label and the key stats. */
export function ScoreBoard(props: { sportId: number; scores: unknown; home: string; away: string }) {
  return (
    <>
      <ScoreNumbers {...props} />
      <ScoreStats sportId={props.sportId} scores={props.scores} />
    </>
  );
}

function ScoreNumbers({ sportId, scores, home, away }: { sportId: number; scores: unknown; home: string; away: string }) {
  const view = scoreView(sportId, scores);
  const labelText = useScoreLabel();
  if (!view) return null;
  const [homeRow, awayRow] = view.rows;
  if (homeRow.cells.length > 1 || awayRow.cells.length > 1) {
    return (
      <Stack gap={6} className={classes.bigLines} data-testid="scoreboard">
        <ScoreLines sportId={sportId} scores={scores} home={home} away={away} live />
        {view.label ? (
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" ta="center">
            {labelText(view.label)}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Group justify="center" gap="lg" wrap="nowrap" data-testid="scoreboard">
      {/* A smaller name on a phone: a two-word club ("SV Grunwald 04") fits two lines there instead of clipping. */}
      <Text fw={800} fz={{ base: 'sm', sm: 'md' }} ta="right" flex={1} lineClamp={2}>
        {home}
      </Text>
      <div style={{ textAlign: 'center' }}>
        <div className={classes.bigScore}>
          {homeRow.cells.join(' ')} <span style={{ opacity: 0.5 }}>–</span> {awayRow.cells.join(' ')}
        </div>
        {view.label ? (
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {labelText(view.label)}
          </Text>
        ) : null}
      </div>
      <Text fw={800} fz={{ base: 'sm', sm: 'md' }} flex={1} lineClamp={2}>
        {away}
      </Text>
    </Group>
  );
}
