import type { ReactNode } from 'react';
import { EmptyState, Group, Paper, Title } from '@mantine/core';
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
  title: string;
  /** The empty state's icon, title and text when there are no rows. */
  empty: { icon: ReactNode; title: string; description: string };
  /** What follows the table (a hint). */
  children?: ReactNode;
};

/** A risk block that is one table (events, players), or its empty state when there is nothing to show. */
export function TableSection<Row>({ title, empty, columns, rows, rowKey, minWidth, children }: TableSectionProps<Row>) {
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <EmptyState py="lg" icon={empty.icon} variant="light" title={empty.title} description={empty.description} />
      ) : (
        <ColumnsTable label={title} columns={columns} rows={rows} rowKey={rowKey} minWidth={minWidth} verticalSpacing="xs" highlightOnHover />
      )}
      {children}
    </Section>
  );
}
