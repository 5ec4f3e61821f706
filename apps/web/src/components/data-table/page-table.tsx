import type { Remote } from '../../lib/api-slice';
import { DataTable, type DataTableProps } from './data-table';

type PageTableProps<Row extends { id: string }> = Omit<DataTableProps<Row>, 'rows' | 'rowKey' | 'remote' | 'paging'> & {
  /** One page of the list as loaded (`remoteOf` a paged query). */
  remote: Remote<{ list: readonly Row[]; total: number }>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
};

/** A `DataTable` of one page of a paged server list: its rows (keyed by id) and the pager under them. */
export function PageTable<Row extends { id: string }>({ remote, page, perPage, onPage, ...table }: PageTableProps<Row>) {
  return (
    <DataTable
      {...table}
      rows={remote.data?.list ?? []}
      rowKey={(row) => row.id}
      remote={remote}
      paging={{ page, total: remote.data?.total ?? 0, perPage, onChange: onPage }}
    />
  );
}
