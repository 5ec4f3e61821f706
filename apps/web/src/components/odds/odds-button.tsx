import { memo, useEffect, useState } from 'react';
import { IconArrowDownRight, IconArrowUpRight, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { oddsDirection, oddsFlashMs, type OddsDirection, type OddsValue } from './odds-direction';
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
 * One price: tints green or red for a moment when it moves up or down (no animation with reduced
 * motion: the colour simply changes back), shows a lock and cannot be clicked while suspended,
 * and looks pressed while the selection is in the slip.
 */
export const OddsButton = memo(function OddsButton({ label, odds, oddsText, selected, onToggle, hideLabel, context }: OddsButtonProps) {
  const { t } = useTranslation();
  const [flash, setFlash] = useState<{ direction: OddsDirection; odds: OddsValue }>({ direction: null, odds });

  // Deriving the flash while rendering: the direction of the last move, reset after a moment.
  if (flash.odds !== odds) {
    const direction = oddsDirection(flash.odds, odds);
    setFlash({ direction, odds });
  }

  useEffect(() => {
    if (!flash.direction) return;
    const timer = window.setTimeout(() => setFlash((current) => ({ ...current, direction: null })), oddsFlashMs);
    return () => window.clearTimeout(timer);
  }, [flash]);

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
      title={suspended ? t('sportsbook.odds.suspended') : undefined}
      onClick={onToggle}
    >
      {hideLabel ? null : <span className={classes.label}>{label}</span>}
      <span className={classes.price}>
        {suspended ? (
          <IconLock size={14} aria-hidden="true" data-testid="odds-lock" />
        ) : (
          <>
            {oddsText}
            {flash.direction === 'up' ? <IconArrowUpRight size={12} aria-hidden="true" /> : null}
            {flash.direction === 'down' ? <IconArrowDownRight size={12} aria-hidden="true" /> : null}
          </>
        )}
      </span>
    </button>
  );
});
