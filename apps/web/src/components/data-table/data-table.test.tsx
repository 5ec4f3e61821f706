import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import type { Remote } from '../../lib/api-slice';

type Row = { id: string; name: string; amount: number };

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => row.amount.toFixed(2) },
];

function remoteOf(status: Remote<unknown>['status'], data: unknown, error: string | null = null, reload = vi.fn()) {
  return { status, data, error, reload };
}

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> & { remote: ReturnType<typeof remoteOf>; rows: Row[] }) {
  return render(
    <MantineProvider env="test">
      <DataTable<Row> label="Things" columns={columns} rowKey={(row) => row.id} minWidth={400} empty={{ icon: null, title: 'Nothing yet', description: 'No things' }} {...props} />
    </MantineProvider>,
  );
}

describe('DataTable', () => {
  it('shows the header and one skeleton row per placeholder while the first page loads', () => {
    const { container } = renderTable({ remote: remoteOf('loading', null), rows: [], skeleton: { rows: 3 } });
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getByText('Name')).toBeInTheDocument();
    expect(container.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(screen.queryByText('Nothing yet')).not.toBeInTheDocument();
  });

  it('fills each cell from its column and keeps the rows while a reload is on its way', () => {
    renderTable({ remote: remoteOf('loading', { list: [] }), rows: [{ id: 'a', name: 'Alpha', amount: 2 }] });
    expect(screen.getByRole('cell', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2.00' })).toBeInTheDocument();
  });

  it('shows the empty state only once a load succeeds with no rows', () => {
    renderTable({ remote: remoteOf('succeeded', { list: [] }), rows: [] });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.getByText('No things')).toBeInTheDocument();
  });

  it('replaces the table with the error and a retry that reloads', () => {
    const reload = vi.fn();
    renderTable({ remote: remoteOf('failed', null, 'Server down', reload), rows: [] });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('pages only when there is more than one page', () => {
    const onChange = vi.fn();
    const rows = [{ id: 'a', name: 'Alpha', amount: 1 }];
    const { rerender } = renderTable({ remote: remoteOf('succeeded', {}), rows, paging: { page: 1, total: 20, perPage: 20, onChange } });
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
    rerender(
      <MantineProvider env="test">
        <DataTable<Row> label="Things" columns={columns} rowKey={(row) => row.id} minWidth={400} empty={{ icon: null, title: 'Nothing yet' }} remote={remoteOf('succeeded', {})} rows={rows} paging={{ page: 1, total: 21, perPage: 20, onChange }} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('renders a card a row next to the table when renderCard is given', () => {
    renderTable({ remote: remoteOf('succeeded', {}), rows: [{ id: 'a', name: 'Alpha', amount: 1 }], renderCard: (row) => <article>card {row.name}</article> });
    expect(screen.getByText('card Alpha')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Alpha' })).toBeInTheDocument();
  });
});
