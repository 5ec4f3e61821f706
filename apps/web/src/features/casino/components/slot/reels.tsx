import type { CSSProperties } from 'react';
import { SymbolTile } from './slot-symbols';
import classes from './slot.module.css';

/** A payline that won: the row it reads on each reel, and how many reels from the left count. */
/** A paying line: its row on each reel, and the reels whose cells pay (the first `count`, or `reels` when given). */
export type WinLine = { rows: readonly number[]; count: number; reels?: readonly number[] };

type ReelsProps = {
  /** What the reels stop on: grid[reel][row]. */
  grid: readonly (readonly string[])[];
  /** What they showed before this spin (the top of the tape they spin from). */
  previous: readonly (readonly string[])[];
  /** Changes with every spin (0: no spin yet, nothing animates). */
  spinId: number;
  /** The reel strips, for the symbols seen passing. */
  strips: readonly (readonly string[])[];
  /** How long each reel turns, in ms (the last one sets the spin's length). */
  durationsMs: readonly number[];
  /** Winning lines, drawn once the reels stop. */
  wins: readonly WinLine[] | null;
  cell: number;
  label: string;
};

function fillerOf(strip: readonly string[], spinId: number, reel: number, length: number): string[] {
  const start = (spinId * 7 + reel * 13) % strip.length;
  return Array.from({ length }, (_, i) => strip[(start + i) % strip.length] as string);
}

function Reel({ reel, props }: { reel: number; props: ReelsProps }) {
  const { grid, previous, spinId, strips, durationsMs, wins, cell } = props;
  const rows = grid[reel] ?? [];
  const filler = spinId === 0 ? [] : fillerOf(strips[reel] ?? rows, spinId, reel, 14 + reel * 4);
  const tape = spinId === 0 ? rows : [...rows, ...filler, ...(previous[reel] ?? rows)];
  const won = new Set((wins ?? []).flatMap((line) => ((line.reels ? line.reels.includes(reel) : reel < line.count) ? [line.rows[reel] as number] : [])));
  const style = { '--from': `${-(filler.length + rows.length) * cell}px`, animationDuration: `${durationsMs[reel] ?? 0}ms` } as CSSProperties;
  return (
    <div className={classes.reel}>
      <div key={spinId} className={`${classes.tape} ${spinId === 0 ? '' : classes.spinning}`} style={style}>
        {tape.map((symbol, index) => (
          <div key={index} className={`${classes.cell} ${index < rows.length && won.has(index) ? classes.win : ''}`} data-testid={index < rows.length ? `cell-${reel}-${index}` : undefined}>
            <SymbolTile symbol={symbol} size={cell} />
          </div>
        ))}
      </div>
    </div>
  );
}

const lineColours = ['#ffd400', '#00e5ff', '#ff4081', '#76ff03', '#ff9100', '#e040fb'];

/** The winning paylines as lines across the reels, through the centre of each counted cell. */
function PaylineOverlay({ wins, reels, rows }: { wins: readonly WinLine[]; reels: number; rows: number }) {
  return (
    <svg className={classes.lines} viewBox={`0 0 ${reels * 100} ${rows * 100}`} preserveAspectRatio="none" aria-hidden>
      {wins.map((line, index) => (
        <polyline
          key={index}
          points={line.rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
          fill="none"
          stroke={lineColours[index % lineColours.length]}
          strokeWidth={6}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
          opacity={0.85}
        />
      ))}
    </svg>
  );
}

/** The reels: each spins down from the last result to the server's stops (CSS transform), left to right. */
export function Reels(props: ReelsProps) {
  const reels = props.grid.length;
  const rows = props.grid[0]?.length ?? 3;
  return (
    <div
      className={classes.machine}
      style={{ gridTemplateColumns: `repeat(${reels}, ${props.cell}px)`, '--cell': `${props.cell}px`, '--rows': rows, width: 'fit-content', marginInline: 'auto' } as CSSProperties}
      role="group"
      aria-label={props.label}
    >
      {props.grid.map((_, reel) => <Reel key={reel} reel={reel} props={props} />)}
      {props.wins && props.wins.length > 0 ? <PaylineOverlay wins={props.wins} reels={reels} rows={rows} /> : null}
    </div>
  );
}
