import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { socketOptions, socketTransports } from '../../../lib/socket';
import { fakeSocket } from '../../../test/fake-socket';
import { betAdded } from '../betslip-slice';
import { useSlipSync } from './use-slip-sync';

describe('useSlipSync', () => {
  it("sends 'slipEventIds' whenever the slip changes and applies 'updatedSlipData'", () => {
    const store = makeStore({ persist: false });
    const { socket, emitted, push } = fakeSocket();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    renderHook(() => useSlipSync(socket), { wrapper });
    expect(emitted.at(-1)).toEqual({ event: 'slipEventIds', body: [] });

    act(() => {
      store.dispatch(betAdded({ gameId: 'g1', optionId: 'o1', odds: 2 }));
    });
    act(() => {
      store.dispatch(betAdded({ gameId: 'g2', optionId: 'o2', odds: 3 }));
    });
    expect(emitted.at(-1)).toEqual({
      event: 'slipEventIds',
      body: [
        { gameId: 'g2', optionId: 'o2' },
        { gameId: 'g1', optionId: 'o1' },
      ],
    });

    act(() => push('updatedSlipData', [{ gameId: 'g1', optionId: 'o1', odds: 'suspended' }]));
    expect(store.getState().betslip.bets[1]?.odds).toBe('suspended');
  });
});

describe('socket options', () => {
  it('uses websocket with polling fallback and sends the token when logged in', () => {
    expect(socketTransports).toEqual(['websocket', 'polling']);
    expect(socketOptions('tok')).toMatchObject({ transports: ['websocket', 'polling'], auth: { token: 'tok' } });
    expect(socketOptions(null)).not.toHaveProperty('auth');
  });
});
