import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { CasinoBalances, CasinoRound, RouletteSelection } from '@oddsmith/core';
import { newRequestId } from '../../../../lib/amount';
import { usePlayRoundMutation } from '../../api/casino-api';
import { tableErrorText } from '../../api/table-games-api';
import { wheelSpinMs } from './roulette-wheel';
import { canPlace, rouletteRequest, totalCents, type Placement } from './roulette-bets';

export type RoulettePhase = { kind: 'betting' } | { kind: 'spinning'; round: CasinoRound } | { kind: 'result'; round: CasinoRound };

type Limits = { minStakeCents: number | null; maxStakeCents: number | null };

/**
 * The roulette table's state: the chips placed (undo, clear), the chosen chip, the spin (one
 * requestId per set of bets, kept for a retry after no reply) and the settled round. The balance
 * from the server's reply goes to `onBalance` when the wheel stops.
 */
export function useRouletteGame({ minStakeCents, maxStakeCents }: Limits, onBalance: (balances: CasinoBalances) => void) {
  const { t } = useTranslation();
  const [placements, setPlacements] = useState<Placement[]>([]);
  const [chipCents, setChipCents] = useState(100);
  const [phase, setPhase] = useState<RoulettePhase>({ kind: 'betting' });
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const [play, { isLoading }] = usePlayRoundMutation();

  const place = useCallback(
    (selection: RouletteSelection) => {
      const next = { selection, cents: chipCents };
      if (!canPlace(placements, next, maxStakeCents)) {
        setError(t('casino.rouletteTable.overLimit'));
        return;
      }
      setError(null);
      setPhase((current) => (current.kind === 'result' ? { kind: 'betting' } : current));
      setPlacements([...placements, next]);
    },
    [chipCents, placements, maxStakeCents, t],
  );

  const spin = useCallback((useBonus = false) => {
    const total = totalCents(placements);
    if (total === 0) return;
    if (minStakeCents !== null && total < minStakeCents) {
      setError(t('casino.rouletteTable.underMinimum'));
      return;
    }
    const key = JSON.stringify({ ...rouletteRequest(placements, ''), useBonus });
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    setError(null);
    play({ ...rouletteRequest(placements, attempt.current.requestId), useBonus })
      .unwrap()
      .then(
        (reply) => {
          attempt.current = null;
          setPhase({ kind: 'spinning', round: reply.round });
          window.setTimeout(() => {
            onBalance({ balance: reply.balance, bonusBalance: reply.bonusBalance });
            setPhase({ kind: 'result', round: reply.round });
          }, wheelSpinMs);
        },
        (failure: unknown) => setError(tableErrorText(t, failure)),
      );
  }, [placements, minStakeCents, play, onBalance, t]);

  const busy = isLoading || phase.kind === 'spinning';
  return {
    placements,
    chipCents,
    setChipCents,
    phase,
    error,
    busy,
    place,
    spin,
    undo: () => setPlacements(placements.slice(0, -1)),
    clear: () => setPlacements([]),
  };
}
