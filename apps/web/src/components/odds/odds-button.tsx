import { memo } from 'react';
import { IconArrowDownRight, IconArrowUpRight, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import type { OddsValue } from './odds-direction';
import { useOddsFlash } from './use-odds-flash';
import classes from './odds-button.module.css';

export type OddsButtonProps = {
  /** The selection's name (Home, Over 2.5…); hidden with `hideLabel` but still read aloud. */
  label: string;
  odds: OddsValue;
  /** The price in the player's format (from the odds-format hook); ignored when suspended. */
  oddsText: string;
  selected: boolean;
  onToggle: () => void;
  hideLabel?: boolean;
  /** The event's name for the accessible name ("Home — India v Australia"). */
  context?: string;
};

/**
 * One price: tints green or red with an arrow for a moment (`useOddsFlash`, 2.5 s) when the shown
 * price moves up or down, its tooltip naming the price before; then neutral again (no animation
 * with reduced motion). Shows a lock and cannot be clicked while suspended, and looks pressed while
 * the selection is in the slip.
 */
export const OddsButton = memo(function OddsButton({ label, odds, oddsText, selected, onToggle, hideLabel, context }: OddsButtonProps) {
  const { t } = useTranslation();
  const flash = useOddsFlash(odds, oddsText);
  const moveText =
    flash.direction && flash.previousText !== null
      ? t(flash.direction === 'up' ? 'sportsbook.odds.movedUp' : 'sportsbook.odds.movedDown', { before: flash.previousText })
      : undefined;

  const suspended = odds === 'suspended';
  const name = [label, context].filter(Boolean).join(' — ');
  return (
    <button
      type="button"
      className={classes.button}
      data-flash={flash.direction ?? undefined}
      data-selected={selected}
      aria-pressed={selected}
      disabled={suspended}
      aria-label={suspended ? `${name}: ${t('sportsbook.odds.suspended')}` : `${name}: ${oddsText}`}
      title={suspended ? t('sportsbook.odds.suspended') : moveText}
      onClick={onToggle}
    >
      {hideLabel ? null : <span className={classes.label}>{label}</span>}
      <span className={classes.price}>
        {suspended ? (
          <IconLock size={14} aria-hidden="true" data-testid="odds-lock" />
        ) : (
          <>
            {oddsText}
            {flash.direction === 'up' ? <IconArrowUpRight size={12} aria-hidden="true" className={classes.arrow} /> : null}
            {flash.direction === 'down' ? <IconArrowDownRight size={12} aria-hidden="true" className={classes.arrow} /> : null}
          </>
        )}
      </span>
    </button>
  );
});
