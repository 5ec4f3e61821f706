import type { ExchangeOrderSide } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { TagBadge } from '../../../components/status-badge';

/** Back in blue, lay in pink, never shrunk to "BA…" by a tight row. */
export function SideBadge({ side, variant = 'light' }: { side: ExchangeOrderSide; variant?: 'light' | 'filled' }) {
  const { t } = useTranslation();
  return (
    <TagBadge color={side === 'back' ? 'blue' : 'pink'} variant={variant}>
      {t(`exchange.side.${side}`)}
    </TagBadge>
  );
}
