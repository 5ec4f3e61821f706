import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { moneyText } from '../../../lib/money-text';
import { useSessionSummaryQuery } from '../api/responsible-gambling-api';
import { formatElapsed, realityChecksDue } from '../rg-rules';

/** The session figures are fetched again when the balance changes and at least this often. */
export const sessionRefreshMs = 60_000;
const tickMs = 1000;

/** Ticks once a second while mounted; returns the wall clock in ms. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The session summary, read again at least every `sessionRefreshMs` and whenever `balanceKey` changes. */
function useSessionSummary(balanceKey: string) {
  const { data, fulfilledTimeStamp, refetch } = useSessionSummaryQuery(undefined, { pollingInterval: sessionRefreshMs });
  const shownKey = useRef(balanceKey);
  useEffect(() => {
    if (shownKey.current === balanceKey) return;
    shownKey.current = balanceKey;
    void refetch();
  }, [balanceKey, refetch]);
  return data && fulfilledTimeStamp !== undefined ? { data, fetchedAtMs: fulfilledTimeStamp } : null;
}

/**
 * Header figures of the session (PRODUCT §7): elapsed time since login, ticking, and net position
 * (winnings minus stakes); a reality-check reminder every N minutes when the player has set one.
 */
export function SessionClock({ balanceKey, onLogout }: { balanceKey: string; onLogout: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const now = useNow();
  const summary = useSessionSummary(balanceKey);
  const [acknowledged, setAcknowledged] = useState<number | null>(null);
  // Only a reply within the contract is shown (the header must never break on a bad answer).
  if (!summary) return null;

  const { data, fetchedAtMs } = summary;
  const elapsed = data.elapsedSeconds + Math.max(0, Math.floor((now - fetchedAtMs) / 1000));
  const due = realityChecksDue(elapsed, data.realityCheckMinutes);
  // The first reading only sets the baseline: a reload does not pop a reminder at once.
  const seen = acknowledged ?? realityChecksDue(data.elapsedSeconds, data.realityCheckMinutes);
  if (acknowledged === null) setAcknowledged(seen);
  const net = moneyText(data.netPosition, data.currency, locale);
  const netColor = data.netPosition > 0 ? 'brand' : data.netPosition < 0 ? 'red' : 'dimmed';

  return (
    <>
      <Tooltip label={t('rg.session.tooltip')} withinPortal>
        <Group gap={6} wrap="nowrap" aria-label={t('rg.session.label')} role="group">
          <IconClock size={16} style={{ flexShrink: 0, opacity: 0.7 }} />
          <Stack gap={0}>
            <Text size="xs" ff="monospace" fw={700} lh={1.2} aria-label={t('rg.session.elapsed')}>
              {formatElapsed(elapsed)}
            </Text>
            <Text size="10px" ff="monospace" c={netColor} lh={1.2} style={{ whiteSpace: 'nowrap' }} aria-label={t('rg.session.net')}>
              {data.netPosition > 0 ? '+' : ''}
              {net}
            </Text>
          </Stack>
        </Group>
      </Tooltip>
      <Modal opened={due > seen} onClose={() => setAcknowledged(due)} title={t('rg.session.realityTitle')} centered closeOnClickOutside={false}>
        <Stack gap="md">
          <Text size="sm">{t('rg.session.realityText', { elapsed: formatElapsed(elapsed), net })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onLogout}>
              {t('rg.session.logout')}
            </Button>
            <Button onClick={() => setAcknowledged(due)}>{t('rg.session.continue')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
