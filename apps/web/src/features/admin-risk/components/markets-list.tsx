import { useState } from 'react';
import { Accordion, Anchor, Button, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { TagBadge } from '../../../components/status-badge';
import { notifications } from '@mantine/notifications';
import { IconLock, IconLockOpen, IconListDetails } from '@tabler/icons-react';
import type { ApiMarketLiability, ApiRiskCurrencySummary } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ColumnsTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ErrorState } from '../../../components/error-state';
import { StaffOdds } from '../../../components/staff-odds';
import { paths } from '../../../config/paths';
import { serverMessageOf } from '../../../lib/api-client';
import { moneyText } from '../../../lib/money-text';
import { remoteOf } from '../../../lib/api-slice';
import { useMarketLiabilityQuery, useSetMarketHoldMutation } from '../api/admin-risk-api';
import { liabilityLevel, thresholdOfCurrency } from '../risk-inputs';
import { SelectionName, useExposureColumns } from './exposure-columns';
import { SignedMoney } from './liability-text';
import { Section } from './section';
import { levelBackground } from './top-exposures';

type LadderProps = { summary: ApiMarketLiability; threshold: number | null; canAct: boolean };

type LadderRow = ApiMarketLiability['selections'][number];

/** A ladder in its own currency: every amount of it is of `market.currency`. */
function LadderTable({ market, threshold }: { market: ApiMarketLiability; threshold: number | null }) {
  const { t } = useTranslation();
  const currency = market.currency;
  const exposure = useExposureColumns<LadderRow>(
    () => currency,
    () => threshold,
  );
  const columns: DataTableColumn<LadderRow>[] = [
    {
      key: 'selection',
      header: t('adminRisk.columns.selection'),
      cell: (row) => <SelectionName name={row.selectionName} />,
    },
    {
      key: 'odds',
      header: t('adminRisk.columns.odds'),
      align: 'right',
      figure: true,
      cell: (row) => <StaffOdds odds={row.odds} suspended={t('adminRisk.suspended')} />,
    },
    ...exposure,
  ];
  return (
    <ColumnsTable
      label={t('adminRisk.markets.ladderOf', { market: market.marketName, currency })}
      columns={columns}
      rows={market.selections}
      rowKey={(row) => row.selectionId}
      rowProps={(row) => {
        const level = liabilityLevel(row.liability, threshold);
        return { bg: levelBackground[level], 'data-level': level };
      }}
      minWidth={560}
      verticalSpacing="xs"
    />
  );
}

/** Risk's hold on the market: suspend while free, release while held. */
function HoldButton({ market, currency }: { market: ApiMarketLiability; currency: string }) {
  const { t } = useTranslation();
  const [setHold, { isLoading: busy }] = useSetMarketHoldMutation();
  const held = market.riskSuspendedAt !== null;
  const hold = async (action: 'suspend' | 'release') => {
    try {
      // The answer refreshes the ladder and the overview (tags).
      await setHold({ marketId: market.marketId, action, currency }).unwrap();
      notifications.show({ color: 'brand', title: t(`adminRisk.markets.${action}d`), message: market.marketName });
    } catch (error) {
      notifications.show({ color: 'red', title: t('adminRisk.failed'), message: serverMessageOf(error) });
    }
  };
  return held ? (
    <Button size="compact-sm" variant="light" leftSection={<IconLockOpen size={14} />} loading={busy} onClick={() => void hold('release')}>
      {t('adminRisk.markets.release')}
    </Button>
  ) : (
    <Button size="compact-sm" color="red" variant="light" leftSection={<IconLock size={14} />} loading={busy} onClick={() => void hold('suspend')}>
      {t('adminRisk.markets.suspend')}
    </Button>
  );
}

/** The open market's ladder in the row's currency, fetched fresh (and again on every refresh), with the hold buttons. */
function MarketLadder({ summary, threshold, canAct }: LadderProps) {
  const { t } = useTranslation();
  const currency = summary.currency;
  const ladder = remoteOf(useMarketLiabilityQuery({ marketId: summary.marketId, currency }));
  const market = ladder.data ?? summary;
  return (
    <Stack gap="sm">
      {ladder.status === 'failed' ? <ErrorState message={ladder.error ?? t('errors.render')} onRetry={ladder.reload} /> : null}
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={paths.admin.event.getHref(market.eventId)} size="sm">
          {t('adminRisk.markets.openEvent', { event: market.eventName })}
        </Anchor>
        {canAct ? <HoldButton market={market} currency={currency} /> : null}
      </Group>
      {ladder.status === 'loading' && !ladder.data && market.selections.length === 0 ? (
        <Skeleton h={80} />
      ) : (
        <LadderTable market={market} threshold={threshold} />
      )}
    </Stack>
  );
}

/** A market row's heading: name, currency, hold or status, event, stake and worst liability. */
function MarketRowSummary({ market, locale, threshold }: { market: ApiMarketLiability; locale: string; threshold: number | null }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" pr="xs">
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={700}>
            {market.marketName}
          </Text>
          <TagBadge size="xs">{market.currency}</TagBadge>
          {market.riskSuspendedAt ? (
            <TagBadge size="xs" color="red" variant="filled" leftSection={<IconLock size={10} />}>
              {t('adminRisk.markets.riskSuspended')}
            </TagBadge>
          ) : market.marketStatus !== 'open' ? (
            <TagBadge size="xs" variant="light">
              {t(`adminRisk.marketStatus.${market.marketStatus}`, { defaultValue: market.marketStatus })}
            </TagBadge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {market.eventName}
        </Text>
      </Stack>
      <Group gap="lg" wrap="nowrap">
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('adminRisk.columns.stake')}
          </Text>
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {moneyText(market.stake, market.currency, locale)}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('adminRisk.columns.worstLiability')}
          </Text>
          <SignedMoney amount={market.liability} currency={market.currency} locale={locale} level={liabilityLevel(market.liability, threshold)} />
        </Stack>
      </Group>
    </Group>
  );
}

/**
 * The markets with most at stake, one row per market and currency (a market backed in EUR and in
 * INR shows twice); one opens to its ladder in that currency (worst selection first).
 */
export function MarketsList({ markets, summaries, canAct }: { markets: ApiMarketLiability[]; summaries: ApiRiskCurrencySummary[]; canAct: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Section title={t('adminRisk.markets.title')}>
      {markets.length === 0 ? (
        <EmptyState py="lg" icon={<IconListDetails size={28} />} variant="light" title={t('adminRisk.markets.emptyTitle')} description={t('adminRisk.markets.empty')} />
      ) : (
        <Accordion value={open} onChange={setOpen} variant="separated" radius="md">
          {markets.map((market) => {
            const key = `${market.marketId}:${market.currency}`;
            const threshold = thresholdOfCurrency(summaries, market.currency);
            return (
              <Accordion.Item key={key} value={key} bg={levelBackground[liabilityLevel(market.liability, threshold)]}>
                <Accordion.Control aria-label={t('adminRisk.markets.toggle', { market: market.marketName, event: market.eventName, currency: market.currency })}>
                  <MarketRowSummary market={market} locale={locale} threshold={threshold} />
                </Accordion.Control>
                <Accordion.Panel>{open === key ? <MarketLadder summary={market} threshold={threshold} canAct={canAct} /> : null}</Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
    </Section>
  );
}
