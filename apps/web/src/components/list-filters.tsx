import type { ReactNode } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The row of filters above a staff list (search box, selects); it wraps on small screens. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Group mb="md" gap="sm" wrap="wrap">
      {children}
    </Group>
  );
}

/** The list's free-text search; `label` is both its placeholder and its accessible name. */
export function SearchFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      flex="1 1 240px"
      placeholder={label}
      aria-label={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

type SelectFilterProps = {
  /** The accessible name (the column it filters). */
  label: string;
  /** What the cleared select reads ("All sports"). */
  placeholder: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  width?: number;
};

/** A clearable select that narrows the list to one value; cleared, it shows everything. */
export function SelectFilter({ label, placeholder, data, value, onChange, width = 180 }: SelectFilterProps) {
  return (
    <Select w={{ base: '100%', xs: width }} placeholder={placeholder} aria-label={label} clearable data={data} value={value} onChange={onChange} />
  );
}
