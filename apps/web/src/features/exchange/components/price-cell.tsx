import type { ExchangeOrderSide, LadderLevel } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { sizeText } from '../exchange-text';
import classes from './exchange.module.css';

type PriceCellProps = {
  side: ExchangeOrderSide;
  /** The level shown (null: no volume at this depth). */
  level: LadderLevel | null;
  best?: boolean;
  currency: string;
  selected?: boolean;
  disabled?: boolean;
  onPick?: () => void;
};

/** One ladder price: the price over the money available at it, blue for back and pink for lay. */
export function PriceCell({ side, level, best = false, currency, selected = false, disabled = false, onPick }: PriceCellProps) {
  const { t, i18n } = useTranslation();
  const label = level
    ? t(`exchange.cell.${side}`, { price: String(level.price), size: sizeText(level.size, currency, i18n.language) })
    : t(`exchange.cell.${side}Empty`);
  return (
    <button
      type="button"
      className={classes.cell}
      data-side={side}
      data-best={best || undefined}
      data-empty={level ? undefined : true}
      data-selected={selected || undefined}
      disabled={disabled || !onPick}
      aria-label={label}
      onClick={onPick}
    >
      <span className={classes.price}>{level ? String(level.price) : '\u00a0'}</span>
      <span className={classes.size}>{level ? sizeText(level.size, currency, i18n.language) : '\u00a0'}</span>
    </button>
  );
}
