import type { ReactNode } from 'react';
import { Badge, type MantineSize } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';

// Never shrunk by a tight flex row, and never cut to "O…" by the label's own ellipsis in a narrow cell.
const noShrink = { flexShrink: 0, minWidth: 'fit-content', overflow: 'visible' } as const;
const wholeLabel = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/**
 * A status in its colour: `colors` maps each status of one domain (bank, ticket, event) to a
 * Mantine colour, gray for any other; `label` is the status's translated name.
 */
export function StatusBadge({
  status,
  colors,
  label,
  variant = 'light',
  size = 'sm',
}: {
  status: string;
  colors: Readonly<Record<string, string>>;
  label: string;
  variant?: 'light' | 'dot';
  size?: MantineSize;
}) {
  return (
    <Badge variant={variant} color={colors[status] ?? 'gray'} size={size} style={noShrink} styles={wholeLabel}>
      {label}
    </Badge>
  );
}

/** A status badge whose label is the translation `${prefix}.${status}` (the raw status when missing). */
export function TranslatedStatusBadge({
  status,
  colors,
  prefix,
  variant,
}: {
  status: string;
  colors: Readonly<Record<string, string>>;
  prefix: string;
  variant?: 'light' | 'dot';
}) {
  const { t } = useTranslation();
  return <StatusBadge variant={variant} status={status} colors={colors} label={t(`${prefix}.${status}`, { defaultValue: status })} />;
}

/**
 * A plain tag in a table cell (a bet type, a provider, "live"): outlined gray unless told, and like
 * the status badge never shrunk or cut to "SIN…" by a narrow column.
 */
export function TagBadge({
  children,
  color = 'gray',
  variant = 'outline',
  size = 'sm',
  leftSection,
}: {
  children: ReactNode;
  color?: string;
  variant?: 'outline' | 'light' | 'filled';
  size?: MantineSize;
  leftSection?: ReactNode;
}) {
  return (
    <Badge variant={variant} color={color} size={size} leftSection={leftSection} style={noShrink} styles={wholeLabel}>
      {children}
    </Badge>
  );
}
