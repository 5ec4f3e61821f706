import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AuditRow } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { DetailSection } from '../../../components/detail-drawer';
import { LabelledValue } from '../../../components/labelled-value';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** What an entry recorded: the reason, the state before and after, and any other facts. */
export function AuditDetail({ row }: { row: AuditRow }) {
  const { t, i18n } = useTranslation();
  const { before, after, reason, ...facts } = row.detail;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <LabelledValue label={t('adminHistory.columns.when')}>{new Date(row.createdAt).toLocaleString(i18n.resolvedLanguage)}</LabelledValue>
        <LabelledValue label={t('adminHistory.columns.staff')}>{row.actorUsername ?? t('adminHistory.system')}</LabelledValue>
        <LabelledValue label={t('adminHistory.columns.action')}>{row.action}</LabelledValue>
        <LabelledValue label={t('adminHistory.columns.target')}>{`${row.targetType} ${row.targetLabel ?? row.targetId ?? ''}`}</LabelledValue>
      </SimpleGrid>
      {typeof reason === 'string' ? (
        <DetailSection title={t('adminHistory.reason')}>
          <Text size="sm">{reason}</Text>
        </DetailSection>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DetailSection title={t('adminHistory.before')} empty={before === undefined ? t('adminHistory.nothing') : null}>
          <Code block>{json(before)}</Code>
        </DetailSection>
        <DetailSection title={t('adminHistory.after')} empty={after === undefined ? t('adminHistory.nothing') : null}>
          <Code block>{json(after)}</Code>
        </DetailSection>
      </SimpleGrid>
      {Object.keys(facts).length > 0 ? (
        <DetailSection title={t('adminHistory.facts')}>
          <Code block>{json(facts)}</Code>
        </DetailSection>
      ) : null}
    </Stack>
  );
}
