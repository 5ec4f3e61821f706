import { startTransition, useEffect, useState } from 'react';

/**
 * Work that can wait for the first screen: the socket, the slip, the header's popovers, the chat.
 * Each waiter gets a turn of its own, one idle period each in the order they asked, after the page
 * has loaded and while no screen is still loading (`useHoldIdleTurns`: a route's spinner, a list's
 * skeleton), so their code arrives and renders in separate short tasks after the first screen's,
 * not beside it (Lighthouse's Total Blocking Time, docs/web-decisions.md). A turn comes within
 * `idleTurnTimeoutMs` even on a page that is never idle, and a screen holds them `holdMaxMs` at most.
 */
export const idleTurnTimeoutMs = 1500;
export const holdMaxMs = 4000;

type Turn = () => void;

const waiting: Turn[] = [];
let pumping = false;
/** Set once every turn asked for has come: a part mounted later (another area, a resize) need not wait. */
let settled = false;
/** Screens still loading (their spinner or skeleton mounted); turns wait while there is one. */
let holds = 0;
let holdsExpired = false;
/** The pump stopped for a hold: the last hold released (or its time up) starts it again. */
let stalled: (() => void) | null = null;

/** True once the turns asked for around the first screen have all come. */
export function idleTurnsSettled(): boolean {
  return settled;
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: idleTurnTimeoutMs });
  else window.setTimeout(run, 1);
}

function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function pump(): void {
  if (pumping) return;
  pumping = true;
  const next = () => {
    if (holds > 0 && !holdsExpired && waiting.length > 0) {
      stalled = next;
      return;
    }
    const turn = waiting.shift();
    if (!turn) {
      pumping = false;
      settled = true;
      return;
    }
    turn();
    whenIdle(next);
  };
  whenLoaded(() => {
    window.setTimeout(() => {
      holdsExpired = true;
      resume();
    }, holdMaxMs);
    whenIdle(next);
  });
}

function resume(): void {
  const next = stalled;
  stalled = null;
  if (next) whenIdle(next);
}

/** While mounted, the idle turns wait: for a loading screen's spinner or skeleton. */
export function useHoldIdleTurns(): void {
  useEffect(() => {
    holds += 1;
    return () => {
      holds -= 1;
      if (holds === 0) resume();
    };
  }, []);
}

/** Runs `turn` in an idle period of its own after the page has loaded; the returned function cancels it. */
export function queueIdleTurn(turn: Turn): () => void {
  waiting.push(turn);
  pump();
  return () => {
    const index = waiting.indexOf(turn);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * False until this component's idle turn has come (then true for good), unless `now` says it is
 * needed at once (a control opened, a selection added). The switch renders as a transition, so
 * what it shows renders in slices that input can interrupt.
 */
export function useIdleTurn(now = false): boolean {
  const [turnCame, setTurnCame] = useState(idleTurnsSettled);
  useEffect(() => {
    if (turnCame) return;
    return queueIdleTurn(() => startTransition(() => setTurnCame(true)));
  }, [turnCame]);
  return turnCame || now;
}
