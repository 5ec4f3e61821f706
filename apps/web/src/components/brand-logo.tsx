import { Group, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';

function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="var(--mantine-color-brand-7)" />
      <path d="M20 44 32 16l12 28h-7l-5-13-5 13z" fill="#fff" />
      <circle cx="32" cy="48" r="4" fill="var(--mantine-color-gold-5)" />
    </svg>
  );
}

/** The Oddsmith mark and word. */
export function BrandLogo({ size = 30, withText = true }: { size?: number; withText?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap" aria-label={t('common.appName')}>
      <Mark size={size} />
      {withText ? (
        <Text component="span" fw={900} fz={size * 0.7} lts={-0.5} style={{ whiteSpace: 'nowrap' }}>
          {t('common.brandOdds')}
          <Text component="span" inherit c="brand.5">
            {t('common.brandSmith')}
          </Text>
        </Text>
      ) : null}
    </Group>
  );
}
