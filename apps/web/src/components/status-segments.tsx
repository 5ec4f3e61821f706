import { ScrollArea, SegmentedControl, type MantineSize, type MantineSpacing } from '@mantine/core';

type StatusSegmentsProps = {
  label: string;
  value: string;
  data: { value: string; label: string }[];
  onChange: (value: string) => void;
  size?: MantineSize;
  mb?: MantineSpacing;
};

/** The status filter above a request list: one segment a status, scrolled sideways on a phone. */
export function StatusSegments({ label, value, data, onChange, size, mb }: StatusSegmentsProps) {
  return (
    <ScrollArea type="never" mb={mb}>
      <SegmentedControl size={size} value={value} onChange={onChange} data={data} aria-label={label} />
    </ScrollArea>
  );
}
