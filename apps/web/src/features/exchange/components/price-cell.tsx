import type { ExchangeOrderSide, LadderLevel } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { sizeText } from '../exchange-text';
import { useLevelFlash } from '../hooks/use-level-flash';
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
  const flash = useLevelFlash(level ? `${level.price}@${level.size}` : '');
  const label = level
    ? t(`exchange.cell.${side}`, { price: String(level.price), size: sizeText(level.size, currency, i18n.language) })
    : t(`exchange.cell.${side}Empty`);
  const content = (
    <>
      <span className={classes.price}>{level ? String(level.price) : '\u00a0'}</span>
      <span className={classes.size}>{level ? sizeText(level.size, currency, i18n.language) : '\u00a0'}</span>
    </>
  );
  if (!onPick) {
    // A price shown only (the lobby row is the link): not a control, and not dimmed like a disabled one.
    return (
      <div className={classes.cell} data-side={side} data-best={best || undefined} data-empty={level ? undefined : true} data-flash={flash || undefined} aria-label={label} role="img">
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={classes.cell}
      data-side={side}
      data-best={best || undefined}
      data-empty={level ? undefined : true}
      data-selected={selected || undefined}
      data-flash={flash || undefined}
      disabled={disabled}
      aria-label={label}
      onClick={onPick}
    >
      {content}
    </button>
  );
}
