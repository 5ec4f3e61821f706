import { describe, expect, it } from 'vitest';
import { makePersistor, makeStore, persistConfig, persistTimeoutMs, rootReducer } from './store';

describe('store', () => {
  it('persists under the key root, in local storage, with a 5000 ms gate time-out', () => {
    expect(persistConfig.key).toBe('root');
    expect(persistConfig.timeout).toBe(5000);
    expect(persistTimeoutMs).toBe(5000);
  });

  it('keeps post, game, pregame, mybets, notification, results and the server-data cache out of storage, exactly', () => {
    expect(persistConfig.blacklist).toEqual(['post', 'game', 'pregame', 'mybets', 'notification', 'results', 'api']);
  });

  it("has the seed's slices under their names, and the server-data cache", () => {
    const state = rootReducer(undefined, { type: '@@init' });
    expect(Object.keys(state).sort()).toEqual(
      [
        'adminUser',
        'api',
        'betslip',
        'game',
        'mybets',
        'notification',
        'oddType',
        'page',
        'post',
        'pregame',
        'results',
        'rmgt',
        'slider',
        'sportsData',
        'theme',
        'user',
      ].sort(),
    );
    expect(state.user).toEqual({ isLoading: false, responseType: 'idle', response: null, isLoggedIn: false, user: null, token: null });
    expect(state.theme).toBe('dark');
    expect(state.oddType).toBe('decimal');
    expect(state.page.pageType).toBe('sports');
    expect(state.mybets).toEqual({ mybets: [], history: [], status: 'idle', error: null, requestId: null });
    expect(state.adminUser).toMatchObject({ list: [], total: 0, perPage: 20, currentPage: 1, status: 'idle', error: null, userRegistrations: [] });
    expect(state.sportsData).toEqual({ sportsEvents: [], total: 0, query: null, status: 'idle', error: null });
  });

  it('builds a working store', () => {
    const store = makeStore({ persist: false });
    expect(store.getState().betslip.betType).toBe('multi');
  });
});

describe('persisted betslip', () => {
  it('brings the legs back after a reload but not a request to open the drawer', async () => {
    const { localPersistStorage } = await import('../lib/persist-storage');
    const saved = rootReducer(undefined, { type: '@@init' }).betslip;
    await localPersistStorage.setItem(
      'persist:root',
      JSON.stringify({ betslip: JSON.stringify({ ...saved, triggerBetslip: true, totalStake: 12 }), _persist: JSON.stringify({ version: -1, rehydrated: true }) }),
    );
    const store = makeStore();
    await new Promise<void>((resolve) => makePersistor(store, resolve));
    expect(store.getState().betslip).toMatchObject({ totalStake: 12, triggerBetslip: false });
    await localPersistStorage.removeItem('persist:root');
  });
});

describe('persisted storage', () => {
  it('is the browser local storage', async () => {
    const { localPersistStorage } = await import('../lib/persist-storage');
    expect(persistConfig.storage).toBe(localPersistStorage);
    await localPersistStorage.setItem('persist:probe', '{"a":1}');
    expect(window.localStorage.getItem('persist:probe')).toBe('{"a":1}');
    await expect(localPersistStorage.getItem('persist:probe')).resolves.toBe('{"a":1}');
    await localPersistStorage.removeItem('persist:probe');
    expect(window.localStorage.getItem('persist:probe')).toBeNull();
  });
});
