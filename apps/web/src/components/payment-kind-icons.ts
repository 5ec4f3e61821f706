import { IconBuildingBank, IconCoinBitcoin, IconCreditCard, IconDeviceMobile, type IconProps } from '@tabler/icons-react';
import type { PaymentMethodKind } from '@oddsmith/core';
import type { ComponentType } from 'react';

/** The icon of each payment method kind (the player's method picker and the staff's method list). */
export const kindIcons: Record<PaymentMethodKind, ComponentType<IconProps>> = {
  bank_transfer: IconBuildingBank,
  card: IconCreditCard,
  upi: IconDeviceMobile,
  crypto: IconCoinBitcoin,
};
