import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { SlipOddsUpdate } from '@oddsmith/core';
import type { AppSocket } from '../../../lib/socket';
import { oddsPushed, type BetslipState } from '../betslip-slice';
import { slipOddsFromWire } from '../odds-wire';
import { selectSlipSelections } from '../selectors';

/** Tells the server which selections the slip holds and applies the prices it pushes back. */
export function useSlipSync(socket: AppSocket | null): void {
  const dispatch = useDispatch();
  const selections = useSelector((state: { betslip: BetslipState }) => selectSlipSelections(state));

  useEffect(() => {
    if (!socket) return;
    const onUpdate = (updates: SlipOddsUpdate[]) => {
      if (Array.isArray(updates)) dispatch(oddsPushed(slipOddsFromWire(updates)));
    };
    socket.on('updatedSlipData', onUpdate);
    return () => {
      socket.off('updatedSlipData', onUpdate);
    };
  }, [socket, dispatch]);

  useEffect(() => {
    if (!socket) return;
    const send = () => socket.emit('slipEventIds', selections);
    send();
    socket.on('connect', send);
    return () => {
      socket.off('connect', send);
    };
  }, [socket, selections]);
}
