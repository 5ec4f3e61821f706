import { memo, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { OddsButton } from '../../components/odds/odds-button';
import type { SelectionButtonProps } from '../../components/odds/selection-slot';
import { paths } from '../../config/paths';
import { betAdded, betRemoved } from '../../features/betslip/betslip-slice';
import { useFormatOdds } from '../../features/preferences/use-format-odds';
import { useAppDispatch, useAppSelector, useAppStore } from '../hooks';
import { selectionNames } from './selection-names';

/**
 * The shared odds button wired to the betslip: a click adds the selection (`betAdded`) or, when it
 * is already in the slip, removes it (`betRemoved`). A guest is sent to log in.
 */
export const SelectionOddsButton = memo(function SelectionOddsButton({ gameId, optionId, label, odds, hideLabel, context }: SelectionButtonProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const formatOdds = useFormatOdds();
  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);
  const selected = useAppSelector((state) => state.betslip.bets.some((bet) => bet.optionId === optionId));
  const onToggle = useCallback(() => {
    if (!isLoggedIn) {
      void navigate(paths.login.getHref());
      return;
    }
    if (odds === 'suspended') return;
    if (selected) {
      dispatch(betRemoved({ optionId }));
      return;
    }
    const { sportsData, game } = store.getState();
    const names = selectionNames([game.event, ...sportsData.sportsEvents], gameId, optionId, label);
    dispatch(betAdded({ _id: `${gameId}:${optionId}`, gameId, optionId, odds, ...names }));
  }, [dispatch, store, navigate, isLoggedIn, selected, gameId, optionId, odds, label]);
  return (
    <OddsButton
      label={label}
      odds={odds}
      oddsText={odds === 'suspended' ? '' : formatOdds(odds)}
      selected={selected}
      onToggle={onToggle}
      hideLabel={hideLabel}
      context={context}
    />
  );
});
