import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { dateTimeText } from '../format';

/** A date-and-time column that never wraps: `timeOf` picks the row's ISO time. */
export function whenColumn<Row>(key: string, header: string, timeOf: (row: Row) => string | null, locale: string, size: 'xs' | 'sm'): DataTableColumn<Row> {
  return {
    key,
    header,
    cell: (row) => (
      <Text size={size} style={{ whiteSpace: 'nowrap' }}>
        {dateTimeText(timeOf(row), locale)}
      </Text>
    ),
  };
}
