import { Skeleton, Table } from '@mantine/core';

/** Placeholder rows while a table's first page loads: one skeleton bar across all columns per row. */
export function TableSkeletonRows({ rows, columns, height = 20 }: { rows: number; columns: number; height?: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <Table.Tr key={index}>
      <Table.Td colSpan={columns}>
        <Skeleton h={height} />
      </Table.Td>
    </Table.Tr>
  ));
}
