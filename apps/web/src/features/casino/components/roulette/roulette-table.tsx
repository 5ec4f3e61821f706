import { useMemo } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { RouletteSelection } from '@oddsmith/core';
import type { TableBet } from './roulette-bets';
import { boxRect, rouletteSpots, tableSize, toXY, type Orientation, type Spot } from './roulette-layout';
import classes from './roulette.module.css';

type RouletteTableProps = {
  orientation: Orientation;
  bets: readonly TableBet[];
  onPlace: (selection: RouletteSelection) => void;
  disabled?: boolean;
  /** The last pocket, highlighted on the layout. */
  pocket?: number | null;
};

/** A chip's face: whole units without decimals (5, 25), else two decimals (0.50). */
export function chipText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** Units of the drawing to SVG pixels. */
const unit = 60;

function BoxSpot({ spot, orientation, label, onPlace, disabled, hit }: { spot: Extract<Spot, { kind: 'box' }>; orientation: Orientation; label: string; onPlace: () => void; disabled?: boolean; hit: boolean }) {
  const rect = boxRect(orientation, spot);
  const fill = spot.colour === 'red' ? classes.red : spot.colour === 'black' ? classes.black : spot.colour === 'green' ? classes.green : classes.felt;
  const isColourBet = spot.selection.kind === 'red' || spot.selection.kind === 'black';
  const [cx, cy] = [(rect.x + rect.width / 2) * unit, (rect.y + rect.height / 2) * unit];
  // A long name in a tall, narrow box (the vertical layout's dozens and even-money bets) reads upwards.
  const upright = rect.width >= rect.height || label.length <= 2;
  return (
    <g role="button" aria-label={label} aria-disabled={disabled} tabIndex={disabled ? -1 : 0} className={classes.spot} onClick={disabled ? undefined : onPlace}
      onKeyDown={(event) => { if (!disabled && (event.key === 'Enter' || event.key === ' ')) { event.preventDefault(); onPlace(); } }}>
      <rect x={rect.x * unit} y={rect.y * unit} width={rect.width * unit} height={rect.height * unit} className={`${classes.box} ${fill} ${hit ? classes.hit : ''}`} />
      {isColourBet ? (
        <rect x={cx - 16} y={cy - 10} width={32} height={20} rx={4} className={spot.selection.kind === 'red' ? classes.red : classes.black} />
      ) : (
        <text x={cx} y={cy} className={classes.boxText} transform={upright ? undefined : `rotate(-90 ${cx} ${cy})`}>{label}</text>
      )}
    </g>
  );
}

function LineSpot({ spot, orientation, label, onPlace, disabled }: { spot: Extract<Spot, { kind: 'line' }>; orientation: Orientation; label: string; onPlace: () => void; disabled?: boolean }) {
  const { x, y } = toXY(orientation, spot.u, spot.a);
  return (
    <circle role="button" aria-label={label} aria-disabled={disabled} tabIndex={disabled ? -1 : 0} cx={x * unit} cy={y * unit} r={11} className={classes.lineSpot}
      onClick={disabled ? undefined : onPlace}
      onKeyDown={(event) => { if (!disabled && (event.key === 'Enter' || event.key === ' ')) { event.preventDefault(); onPlace(); } }} />
  );
}

/** Where a bet's chip sits: the box's middle or the line spot. */
function chipPoint(orientation: Orientation, spot: Spot): { x: number; y: number } {
  if (spot.kind === 'line') return toXY(orientation, spot.u, spot.a);
  const rect = boxRect(orientation, spot);
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** The label a screen reader reads and a box shows: numbers for inside bets, the bet's name outside. */
export function useSpotLabel(): (spot: Spot) => string {
  const { t } = useTranslation();
  return (spot) => {
    const selection = spot.selection;
    if ('numbers' in selection) return t(`casino.rouletteTable.bets.${selection.kind}`, { numbers: selection.numbers.join('-') });
    if ('index' in selection) return t(`casino.rouletteTable.bets.${selection.kind}`, { index: selection.index });
    return t(`casino.rouletteTable.bets.${selection.kind}`);
  };
}

/** The betting layout as one SVG: every standard bet is a box or a spot on a line; chips show each bet's stake. */
export function RouletteTable({ orientation, bets, onPlace, disabled, pocket }: RouletteTableProps) {
  const spots = useMemo(() => rouletteSpots(), []);
  const labelOf = useSpotLabel();
  const size = tableSize(orientation);
  const byKey = new Map(spots.map((spot) => [spot.key, spot]));
  const boxText = (spot: Extract<Spot, { kind: 'box' }>) => (spot.selection.kind === 'straight' || spot.selection.kind === 'column' ? spot.label : labelOf(spot));
  return (
    <svg viewBox={`-4 -4 ${size.width * unit + 8} ${size.height * unit + 8}`} className={classes.table} data-orientation={orientation} data-testid="roulette-table">
      {spots.map((spot) =>
        spot.kind === 'box' ? (
          <BoxSpot key={spot.key} spot={spot} orientation={orientation} label={boxText(spot)} onPlace={() => onPlace(spot.selection)} disabled={disabled}
            hit={pocket !== null && pocket !== undefined && spot.selection.kind === 'straight' && spot.selection.numbers[0] === pocket} />
        ) : (
          <LineSpot key={spot.key} spot={spot} orientation={orientation} label={labelOf(spot)} onPlace={() => onPlace(spot.selection)} disabled={disabled} />
        ),
      )}
      {bets.map((bet) => {
        const spot = byKey.get(bet.key);
        if (!spot) return null;
        const { x, y } = chipPoint(orientation, spot);
        return (
          <g key={bet.key} className={classes.chip} pointerEvents="none" data-testid={`chip-${bet.key}`}>
            <circle cx={x * unit} cy={y * unit} r={15} />
            <text x={x * unit} y={y * unit}>{chipText(bet.cents)}</text>
          </g>
        );
      })}
    </svg>
  );
}
