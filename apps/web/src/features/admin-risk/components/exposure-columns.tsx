import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { moneyText } from '../../../lib/money-text';
import { SignedMoney } from './liability-text';
import { liabilityLevel } from '../risk-inputs';

type Exposure = { tickets: number; stake: number; potentialPayout: number; liability: number };

/** The selection's name as the first line of its cell. */
export function SelectionName({ name }: { name: string }) {
  return (
    <Text size="sm" fw={600}>
      {name}
    </Text>
  );
}

/** Tickets, stake, payout and liability columns; `currencyOf` names each row's currency, `thresholdOf` its currency's auto-suspend threshold (the liability's colour). */
export function useExposureColumns<Row extends Exposure>(currencyOf: (row: Row) => string, thresholdOf: (row: Row) => number | null): DataTableColumn<Row>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    { key: 'tickets', header: t('adminRisk.columns.tickets'), align: 'right', cell: (row) => row.tickets },
    { key: 'stake', header: t('adminRisk.columns.stake'), align: 'right', figure: true, cell: (row) => moneyText(row.stake, currencyOf(row), locale) },
    { key: 'payout', header: t('adminRisk.columns.payout'), align: 'right', figure: true, cell: (row) => moneyText(row.potentialPayout, currencyOf(row), locale) },
    { key: 'liability', header: t('adminRisk.columns.liability'), align: 'right', cell: (row) => <SignedMoney amount={row.liability} currency={currencyOf(row)} locale={locale} level={liabilityLevel(row.liability, thresholdOf(row))} /> },
  ];
}
