import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { Box, EmptyState, Group, Pagination, Paper, ScrollArea, Stack, Table, type MantineSpacing, type TableTrProps, type StyleProp } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import type { Remote } from '../../lib/api-slice';
import { ErrorState } from '../error-state';
import { TableSkeletonRows } from '../table-skeleton-rows';

/** One column: its header and how a row fills its cell. */
export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: StyleProp<CSSProperties['width']>;
  maxWidth?: StyleProp<CSSProperties['maxWidth']>;
  /** Figures: a monospace cell that never wraps. */
  figure?: boolean;
};

/** What a list shows when it has no rows: an icon, a title and a line of text (already translated). */
export type DataTableEmpty = { icon: ReactNode; title: ReactNode; description?: ReactNode };

/** Paging under the table; shown only when there is more than one page. */
export type DataTablePaging = { page: number; total: number; perPage: number; onChange: (page: number) => void };

export type DataTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The load behind the rows: skeleton rows until the first reply, the error with a retry when it fails, the empty state once it succeeds with none. */
  remote: Pick<Remote<unknown>, 'data' | 'status' | 'error' | 'reload'>;
  empty: DataTableEmpty;
  paging?: DataTablePaging;
  /** Below `sm`, one card a row instead of the wide table (the empty state and skeleton stay in the table). */
  renderCard?: (row: Row) => ReactNode;
  minWidth: number;
  verticalSpacing?: MantineSpacing;
  highlightOnHover?: boolean;
  skeleton?: { rows: number; height?: number };
  /** Extra props for a row's `<tr>` (a dimmed disabled row). */
  rowProps?: (row: Row) => Omit<TableTrProps, 'children'> & { [data: `data-${string}`]: string };
  /** Inside a card: no bordered paper of its own, tighter spacing, a small pager. */
  dense?: boolean;
};

const figureCell = { ff: 'monospace', style: { whiteSpace: 'nowrap' } } as const;

function columnHeader<Row>(column: DataTableColumn<Row>) {
  return (
    <Table.Th key={column.key} ta={column.align} w={column.width}>
      {column.header}
    </Table.Th>
  );
}

function TablePaging({ paging, dense }: { paging?: DataTablePaging; dense?: boolean }) {
  const pages = paging ? Math.ceil(paging.total / paging.perPage) : 0;
  if (!paging || pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination size={dense ? 'sm' : undefined} total={pages} value={paging.page} onChange={paging.onChange} siblings={1} boundaries={1} />
    </Group>
  );
}

export type ColumnsTableProps<Row> = Pick<DataTableProps<Row>, 'label' | 'columns' | 'rows' | 'rowKey' | 'rowProps' | 'minWidth' | 'verticalSpacing' | 'highlightOnHover'> & {
  /** Skeleton rows instead of the body (the first page is on its way). */
  skeleton?: { rows: number; height?: number };
};

/** The bare table of typed columns in a sideways scroll: header, then a row per item (or skeleton rows). */
export function ColumnsTable<Row>({ label, columns, rows, rowKey, rowProps, minWidth, verticalSpacing = 'sm', highlightOnHover, skeleton }: ColumnsTableProps<Row>) {
  return (
    <ScrollArea type="auto">
      <Table verticalSpacing={verticalSpacing} miw={minWidth} highlightOnHover={highlightOnHover} aria-label={label}>
        <Table.Thead>
          <Table.Tr>{columns.map(columnHeader)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {skeleton ? (
            <TableSkeletonRows rows={skeleton.rows} columns={columns.length} height={skeleton.height} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align} w={column.width} maw={column.maxWidth} {...(column.figure ? figureCell : null)}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** A list screen's table: header, loading skeleton, empty state, error with retry, paging and phone cards. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const { columns, rows, rowKey, renderCard, empty, remote, dense, skeleton = { rows: 5 } } = props;
  const loading = remote.status === 'loading' && !remote.data;
  const cards = renderCard && rows.length > 0;
  const visibleFrom = cards ? 'sm' : undefined;
  const isEmpty = remote.status === 'succeeded' && rows.length === 0;
  const columnsTable = (
    <ColumnsTable
      label={props.label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rowProps={props.rowProps}
      minWidth={props.minWidth}
      verticalSpacing={props.verticalSpacing}
      highlightOnHover={props.highlightOnHover}
      skeleton={loading ? skeleton : undefined}
    />
  );
  // An empty list on a phone is the empty state alone: a header row with nothing under it would
  // only scroll sideways.
  const table = (
    <>
      {isEmpty ? <Box visibleFrom="sm">{columnsTable}</Box> : columnsTable}
      {isEmpty ? <EmptyState py={dense ? 'md' : 'xl'} variant="light" icon={empty.icon} title={empty.title} description={empty.description} /> : null}
    </>
  );
  return (
    <Stack gap={dense ? 'sm' : 'md'}>
      {remote.status === 'failed' ? (
        <ErrorState message={remote.error ?? t('errors.render')} onRetry={remote.reload} />
      ) : (
        <>
          {cards ? (
            <Stack gap="sm" hiddenFrom="sm">
              {rows.map((row) => (
                <Fragment key={rowKey(row)}>{renderCard(row)}</Fragment>
              ))}
            </Stack>
          ) : null}
          {dense ? (
            <Box visibleFrom={visibleFrom}>{table}</Box>
          ) : (
            <Paper withBorder radius="lg" visibleFrom={visibleFrom}>
              {table}
            </Paper>
          )}
        </>
      )}
      <TablePaging paging={props.paging} dense={dense} />
    </Stack>
  );
}
