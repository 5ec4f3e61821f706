import type { ReactNode } from 'react';
import { EmptyState, Group, Paper, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ColumnsTable, type ColumnsTableProps } from '../../../components/data-table/data-table';

/** One block of the risk screen: a heading and its content in a bordered panel. */
export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {extra}
      </Group>
      {children}
    </Paper>
  );
}

type TableSectionProps<Row> = Pick<ColumnsTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'minWidth'> & {
  /** Where its texts are: `<texts>.title`, and `.emptyTitle` and `.empty` for the empty state. */
  texts: string;
  /** The empty state's icon. */
  icon: ReactNode;
  /** What follows the table (a hint). */
  children?: ReactNode;
};

/** A risk block that is one table (events, players), or its empty state when there is nothing to show. */
export function TableSection<Row>({ texts, icon, columns, rows, rowKey, minWidth, children }: TableSectionProps<Row>) {
  const { t } = useTranslation();
  const title = t(`${texts}.title`);
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <EmptyState py="lg" icon={icon} variant="light" title={t(`${texts}.emptyTitle`)} description={t(`${texts}.empty`)} />
      ) : (
        <ColumnsTable label={title} columns={columns} rows={rows} rowKey={rowKey} minWidth={minWidth} verticalSpacing="xs" highlightOnHover />
      )}
      {children}
    </Section>
  );
}
