import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { CasinoBalances, CasinoRound, CasinoRoundResult } from '@oddsmith/core';
import { newRequestId } from '../../../../lib/amount';
import { useActRoundMutation, useCasinoRoundsQuery, usePlayRoundMutation } from '../../api/casino-api';
import { tableErrorText, type TableAction } from '../../api/table-games-api';

/**
 * A blackjack round: deal (one requestId per attempt, kept for a retry of the same stake), then one
 * action at a time on the round the server replied with. A reload resumes the open round (the
 * player's open blackjack round from the rounds list). Every reply's balance goes to `onBalance`.
 */
export function useBlackjackGame(onBalance: (balances: CasinoBalances) => void) {
  const { t } = useTranslation();
  const [local, setLocal] = useState<CasinoRound | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dealAttempt = useRef<{ stake: number; useBonus: boolean; requestId: string } | null>(null);
  const [play, playState] = usePlayRoundMutation();
  const [act, actState] = useActRoundMutation();
  const open = useCasinoRoundsQuery({ game: 'blackjack', status: 'open', page: 1, perPage: 1 });
  const round = local ?? open.data?.list[0] ?? null;

  const accept = useCallback(
    (reply: CasinoRoundResult) => {
      setLocal(reply.round);
      onBalance({ balance: reply.balance, bonusBalance: reply.bonusBalance });
    },
    [onBalance],
  );

  const deal = useCallback(
    (stake: number, useBonus = false) => {
      if (dealAttempt.current?.stake !== stake || dealAttempt.current.useBonus !== useBonus) dealAttempt.current = { stake, useBonus, requestId: newRequestId() };
      setError(null);
      play({ game: 'blackjack', stake, requestId: dealAttempt.current.requestId, useBonus })
        .unwrap()
        .then(
          (reply) => {
            dealAttempt.current = null;
            accept(reply);
          },
          (failure: unknown) => setError(tableErrorText(t, failure)),
        );
    },
    [play, accept, t],
  );

  const onAction = useCallback(
    (action: TableAction) => {
      if (!round) return;
      setError(null);
      act({ id: round.id, action, requestId: newRequestId() })
        .unwrap()
        .then(accept, (failure: unknown) => setError(tableErrorText(t, failure)));
    },
    [round, act, accept, t],
  );

  return { round, error, deal, onAction, busy: playState.isLoading || actState.isLoading, loadingOpen: open.isLoading };
}
