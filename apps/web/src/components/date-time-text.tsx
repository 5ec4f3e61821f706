import { Text } from '@mantine/core';

/** A table cell's date and time in the reader's locale, kept on one line. */
export function DateTimeText({ value, locale }: { value: string; locale: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {new Date(value).toLocaleString(locale)}
    </Text>
  );
}
