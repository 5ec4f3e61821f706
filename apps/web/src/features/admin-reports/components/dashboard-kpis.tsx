import { SimpleGrid } from '@mantine/core';
import type { Dashboard, DashboardMoney } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { centsOf, signedMoney } from './money-format';
import { KpiCard, type KpiFigure } from './kpi-card';

type MoneyEntry = Dashboard['money'][number];

const moneyFigures = [
  ['turnover', true],
  ['ggr', true],
  ['openLiability', false],
  ['exchangeMatched', true],
  ['deposits', true],
  ['withdrawals', false],
] as const satisfies readonly (readonly [keyof DashboardMoney, boolean])[];

/** The money figures of one currency: each with its previous value and the change. */
export function MoneyKpis({ entry }: { entry: MoneyEntry }) {
  const { t, i18n } = useTranslation();
  const format = (cents: number) => signedMoney(cents, entry.currency, i18n.language);
  const detailOf = (name: string) => {
    if (name === 'deposits') return t('adminReports.kpi.count', { count: entry.current.depositCount });
    if (name === 'withdrawals') return t('adminReports.kpi.count', { count: entry.current.withdrawalCount });
    return undefined;
  };
  const figures: KpiFigure[] = moneyFigures.map(([name, upIsGood]) => ({
    label: t(`adminReports.kpi.${name}`),
    current: centsOf(entry.current[name]),
    previous: centsOf(entry.previous[name]),
    format,
    detail: detailOf(name),
    upIsGood,
  }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {figures.map((figure) => (
        <KpiCard key={figure.label} {...figure} />
      ))}
    </SimpleGrid>
  );
}

/** Active, new and first-time depositing players (counts, every currency together). */
export function PlayerKpis({ players }: { players: Dashboard['players'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const names = ['active', 'registered', 'firstDepositors'] as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {names.map((name) => (
        <KpiCard key={name} label={t(`adminReports.kpi.${name}`)} current={players.current[name]} previous={players.previous[name]} format={(value) => number.format(value)} />
      ))}
    </SimpleGrid>
  );
}
