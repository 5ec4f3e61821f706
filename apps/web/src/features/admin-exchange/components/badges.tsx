import { StatusBadge, TagBadge } from '../../../components/status-badge';
import type { ExchangeMarketStatus, ExchangeOrderSide, ExchangeOrderStatus } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import type { ExchangeEventStatus } from '@oddsmith/core';

const eventColors: Record<ExchangeEventStatus, string> = { upcoming: 'blue', inplay: 'red', finished: 'gray' };
const marketColors: Record<ExchangeMarketStatus, string> = { open: 'green', suspended: 'orange', closed: 'gray', settled: 'teal', voided: 'red' };
const orderColors: Record<ExchangeOrderStatus, string> = { open: 'blue', matched: 'green', cancelled: 'gray', lapsed: 'orange' };
/** Back in blue, lay in pink, as exchange users expect. */
export const sideColors: Record<ExchangeOrderSide, string> = { back: 'blue', lay: 'pink' };

export function EventStatusBadge({ status, size }: { status: ExchangeEventStatus; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return <StatusBadge status={status} colors={eventColors} size={size} label={t(`adminExchange.eventStatus.${status}`)} />;
}

export function MarketStatusBadge({ status }: { status: ExchangeMarketStatus }) {
  const { t } = useTranslation();
  return <StatusBadge status={status} colors={marketColors} label={t(`adminExchange.marketStatus.${status}`)} />;
}

export function OrderStatusBadge({ status }: { status: ExchangeOrderStatus }) {
  const { t } = useTranslation();
  return <StatusBadge status={status} colors={orderColors} label={t(`adminExchange.orderStatus.${status}`)} />;
}

export function SideBadge({ side }: { side: ExchangeOrderSide }) {
  const { t } = useTranslation();
  return (
    <TagBadge color={sideColors[side]} variant="filled">
      {t(`adminExchange.side.${side}`)}
    </TagBadge>
  );
}

/** "Linked" for an event that follows a sportsbook event, "Manual" for a staff-made one. */
export function SourceBadge({ linked }: { linked: boolean }) {
  const { t } = useTranslation();
  return <TagBadge color={linked ? 'violet' : 'gray'}>{t(linked ? 'adminExchange.linked' : 'adminExchange.manual')}</TagBadge>;
}
