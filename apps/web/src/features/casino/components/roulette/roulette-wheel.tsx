import { useState } from 'react';
import { rouletteRedNumbers, rouletteWheelOrder } from '@oddsmith/core';
import classes from './roulette.module.css';

/** How long the wheel turns (the CSS transition of `.wheel`). */
export const wheelSpinMs = 4000;
const pocketAngle = 360 / rouletteWheelOrder.length;

/** The pocket's colour as the layout draws it. */
export const pocketColour = (n: number): 'red' | 'black' | 'green' => (n === 0 ? 'green' : rouletteRedNumbers.includes(n) ? 'red' : 'black');

function sectorPath(i: number, outer: number, inner: number): string {
  const start = ((i - 0.5) * pocketAngle - 90) * (Math.PI / 180);
  const end = ((i + 0.5) * pocketAngle - 90) * (Math.PI / 180);
  const p = (r: number, angle: number) => `${100 + r * Math.cos(angle)} ${100 + r * Math.sin(angle)}`;
  return `M ${p(outer, start)} A ${outer} ${outer} 0 0 1 ${p(outer, end)} L ${p(inner, end)} A ${inner} ${inner} 0 0 0 ${p(inner, start)} Z`;
}

/** The turn that brings `pocket` under the pointer after at least five full turns from `from`. */
export function landingRotation(from: number, pocket: number): number {
  const target = (360 - rouletteWheelOrder.indexOf(pocket) * pocketAngle) % 360;
  const current = ((from % 360) + 360) % 360;
  return from + 5 * 360 + ((target - current + 360) % 360);
}

/**
 * The single-zero wheel in `rouletteWheelOrder`: on each new `spinId` it turns for `wheelSpinMs` (the
 * CSS transition) and stops with `pocket` under the pointer.
 */
export function RouletteWheel({ pocket, spinId }: { pocket: number | null; spinId: string | null }) {
  const [turn, setTurn] = useState<{ spinId: string | null; rotation: number }>({ spinId: null, rotation: 0 });
  if (spinId !== null && pocket !== null && spinId !== turn.spinId) setTurn({ spinId, rotation: landingRotation(turn.rotation, pocket) });
  const rotation = turn.rotation;
  return (
    <div className={classes.wheelBox}>
      <svg viewBox="0 0 200 200" className={classes.wheel} style={{ transform: `rotate(${rotation}deg)` }} data-testid="roulette-wheel" data-pocket={pocket ?? ''}>
        <circle cx={100} cy={100} r={99} fill="#6d4c2f" />
        {rouletteWheelOrder.map((n, i) => {
          const mid = (i * pocketAngle - 90) * (Math.PI / 180);
          return (
            <g key={n}>
              <path d={sectorPath(i, 94, 62)} className={classes[pocketColour(n)]} stroke="#d4af37" strokeWidth={0.6} />
              <text x={100 + 84 * Math.cos(mid)} y={100 + 84 * Math.sin(mid)} transform={`rotate(${i * pocketAngle} ${100 + 84 * Math.cos(mid)} ${100 + 84 * Math.sin(mid)})`}>{n}</text>
            </g>
          );
        })}
        <circle cx={100} cy={100} r={62} fill="#3e2a1a" stroke="#d4af37" strokeWidth={1.5} />
        <circle cx={100} cy={100} r={18} fill="#d4af37" />
      </svg>
      <span className={classes.pointer} aria-hidden />
    </div>
  );
}
