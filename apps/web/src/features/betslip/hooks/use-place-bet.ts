import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiTicket, PlaceBetPayload } from '@oddsmith/core';
import { serverMessageOf } from '../../../lib/api-client';
import { errorCodeOf, isRetryable, ticketsIn, useLazyOpenTicketsQuery, usePlaceBetMutation } from '../api/betslip-api';
import { betSubmittedFlagKey, oddsChangesSeen, placementFailed, type BetslipState } from '../betslip-slice';
import { bodyKeyOf, buildPlaceBody, type SlipInput } from '../place-request';

/** After the in-play delay the ticket is asked for every second, at most this many times. */
export const outcomePollMs = 1000;
export const outcomePollsMax = 30;

export type PlacePhase =
  | { kind: 'idle' }
  | { kind: 'placing' }
  /** A 409 moved the slip's prices: the player accepts them (and places again) or edits the slip. */
  | { kind: 'oddsChanged' }
  /** No answer (or a 5xx): the message is shown and a retry sends the same requestId. */
  | { kind: 'failed'; message: string }
  | { kind: 'placed'; tickets: ApiTicket[]; balance: number; bonusBalance: number; pollsLeft: number };

type Attempt = { requestId: string; bodyKey: string };

export type UsePlaceBet = {
  phase: PlacePhase;
  place: () => void;
  /** 409 answer: take the new prices and place again. */
  acceptChanges: () => void;
  /** Back to the slip after a receipt. */
  done: () => void;
};

function newRequestId(): string {
  return crypto.randomUUID();
}

type Options = {
  onPlaced?: (payload: PlaceBetPayload) => void;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** What to place instead of the slip (a quick bet's single). */
  source?: SlipInput;
};

/**
 * One placement at a time: one requestId per attempt (a retry of an unanswered attempt reuses it),
 * the seed's `betSubmitted` flag while the call is out, 409 price changes into the slip, and the
 * in-play outcome polled after `acceptAt`.
 */
export function usePlaceBet({ onPlaced, storage = sessionStorage, source }: Options = {}): UsePlaceBet {
  const dispatch = useDispatch();
  const stored = useSelector((state: { betslip: BetslipState }) => state.betslip);
  const slip = source ?? stored;
  const [phase, setPhase] = useState<PlacePhase>({ kind: 'idle' });
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  const [placeBet] = usePlaceBetMutation();

  const place = useCallback(() => {
    if (inFlight.current || storage.getItem(betSubmittedFlagKey) !== null) return;
    const built = buildPlaceBody(slip);
    if (!built.ok) {
      dispatch(placementFailed({ code: built.code }));
      return;
    }
    const bodyKey = bodyKeyOf(built.body);
    if (attempt.current?.bodyKey !== bodyKey) attempt.current = { requestId: newRequestId(), bodyKey };
    const { requestId } = attempt.current;
    inFlight.current = true;
    storage.setItem(betSubmittedFlagKey, requestId);
    setPhase({ kind: 'placing' });
    // The slip's own state (error, prices of a 409) follows the call in the slice's matchers.
    placeBet({ ...built.body, requestId })
      .unwrap()
      .then(
      (payload) => {
        attempt.current = null;
        setPhase({ kind: 'placed', tickets: payload.tickets, balance: payload.balance, bonusBalance: payload.bonusBalance, pollsLeft: outcomePollsMax });
        onPlaced?.(payload);
      },
      (error: unknown) => {
        if (isRetryable(error)) {
          setPhase({ kind: 'failed', message: serverMessageOf(error) });
          return;
        }
        attempt.current = null;
        const code = errorCodeOf(error) ?? 'rejected';
        setPhase(code === 'BETSLIP_ODDS_CHANGED' || code === 'BETSLIP_MARKET_SUSPENDED' ? { kind: 'oddsChanged' } : { kind: 'idle' });
      },
    ).finally(() => {
      inFlight.current = false;
      storage.removeItem(betSubmittedFlagKey);
    });
  }, [dispatch, slip, storage, onPlaced, placeBet]);

  const acceptChanges = useCallback(() => {
    dispatch(oddsChangesSeen());
    setPhase({ kind: 'idle' });
  }, [dispatch]);

  const done = useCallback(() => setPhase({ kind: 'idle' }), []);

  usePendingOutcome(phase, setPhase);

  return { phase, place, acceptChanges, done };
}

function latestAcceptAtMs(tickets: readonly ApiTicket[]): number | null {
  const pending = tickets.filter((ticket) => ticket.status === 'pending');
  if (pending.length === 0) return null;
  return Math.max(...pending.map((ticket) => (ticket.acceptAt ? Date.parse(ticket.acceptAt) : 0)));
}

/** While a placed ticket is pending: wait for its `acceptAt`, then ask every second (bounded). */
function usePendingOutcome(phase: PlacePhase, setPhase: (update: (last: PlacePhase) => PlacePhase) => void): void {
  const acceptAtMs = phase.kind === 'placed' ? latestAcceptAtMs(phase.tickets) : null;
  const pollsLeft = phase.kind === 'placed' ? phase.pollsLeft : 0;
  const ids = phase.kind === 'placed' ? phase.tickets.map((ticket) => ticket.id).join(',') : '';
  const [fetchOpenTickets] = useLazyOpenTicketsQuery();

  useEffect(() => {
    if (acceptAtMs === null || pollsLeft <= 0) return;
    let live = true;
    const waitMs = pollsLeft === outcomePollsMax ? Math.max(acceptAtMs - Date.now(), 0) + 300 : outcomePollMs;
    const timer = setTimeout(() => {
      fetchOpenTickets().unwrap().then(
        (payload) => {
          const found = ticketsIn(payload, ids.split(','));
          if (!live) return;
          setPhase((last) => {
            if (last.kind !== 'placed') return last;
            const tickets = last.tickets.map((ticket) => found.find((item) => item.id === ticket.id) ?? ticket);
            return { ...last, tickets, pollsLeft: last.pollsLeft - 1 };
          });
        },
        () => {
          if (live) setPhase((last) => (last.kind === 'placed' ? { ...last, pollsLeft: last.pollsLeft - 1 } : last));
        },
      );
    }, waitMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [acceptAtMs, pollsLeft, ids, setPhase, fetchOpenTickets]);
}
