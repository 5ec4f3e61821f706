import { useEffect, useState } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { IconClock, IconScale } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/use-translation';
import { moneyText } from '../../../../lib/money-text';
import { useCasinoRoundsQuery } from '../../api/casino-api';
import { centsOf, elapsedText } from '../../casino-format';

const sessionKey = 'oddsmith.casinoSessionStart';

/** When this browser tab's casino session started (kept across reloads of the tab). */
function sessionStart(): number {
  const saved = Number(sessionStorage.getItem(sessionKey));
  if (Number.isFinite(saved) && saved > 0) return saved;
  const now = Date.now();
  sessionStorage.setItem(sessionKey, String(now));
  return now;
}

/** Milliseconds since the session started, ticking every second. */
function useElapsed(start: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now - start;
}

/**
 * Always in view while playing (UKGC RTS 14): how long this session has lasted and what the player has
 * won or lost in it (settled rounds since the session started; a round still animating is left out).
 */
export function SessionBar({ currency, hideRoundId = null }: { currency: string; hideRoundId?: string | null }) {
  const { t, i18n } = useTranslation();
  const [start] = useState(sessionStart);
  const elapsed = useElapsed(start);
  const rounds = useCasinoRoundsQuery({ page: 1, perPage: 100 });
  const netCents = (rounds.data?.list ?? [])
    .filter((round) => round.status === 'settled' && round.id !== hideRoundId && Date.parse(round.createdAt) >= start)
    .reduce((sum, round) => sum + centsOf(round.net), 0);
  return (
    <Paper withBorder radius="md" px="md" py={6} style={{ position: 'sticky', top: 0, zIndex: 5 }} role="status" aria-label={t('casinoShared.sessionTitle')}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} />
          <Text size="sm">{t('casinoShared.sessionTime')}: <b data-testid="session-elapsed">{elapsedText(elapsed)}</b></Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconScale size={16} />
          <Text size="sm">
            {t('casinoShared.sessionNet')}:{' '}
            <Text span fw={700} c={netCents > 0 ? 'teal' : netCents < 0 ? 'red' : undefined} data-testid="session-net">
              {netCents > 0 ? '+' : netCents < 0 ? '−' : ''}{moneyText(Math.abs(netCents) / 100, currency, i18n.language)}
            </Text>
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
