import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
  type Persistor,
} from 'redux-persist';
import { adminUserReducer } from '../features/admin-users/admin-user-slice';
import { apiSlice } from '../lib/api-slice';
import { localPersistStorage } from '../lib/persist-storage';
import { sliderReducer } from '../features/banners/slider-slice';
import { betslipReducer, withSlipUnits, type BetslipState } from '../features/betslip/betslip-slice';
import { authApi } from '../features/auth/api/auth-api';
import { sessionExpired, sessionStarted, userReducer, type UserThunkExtra } from '../features/auth/user-slice';
import { mybetsReducer } from '../features/mybets/mybets-slice';
import { pageReducer } from '../features/navigation/page-slice';
import { notificationReducer } from '../features/notifications/notification-slice';
import { postReducer } from '../features/pages/post-slice';
import { oddTypeReducer } from '../features/preferences/odd-type-slice';
import { themeReducer } from '../features/preferences/theme-slice';
import { rmgtReducer } from '../features/risk/rmgt-slice';
import { gameReducer } from '../features/sports/game-slice';
import { pregameReducer } from '../features/sports/pregame-slice';
import { resultsReducer } from '../features/sports/results-slice';
import { sportsDataReducer } from '../features/sports/sports-data-slice';

export const rootReducer = combineReducers({
  user: userReducer,
  betslip: betslipReducer,
  theme: themeReducer,
  oddType: oddTypeReducer,
  sportsData: sportsDataReducer,
  mybets: mybetsReducer,
  page: pageReducer,
  rmgt: rmgtReducer,
  slider: sliderReducer,
  adminUser: adminUserReducer,
  post: postReducer,
  game: gameReducer,
  pregame: pregameReducer,
  notification: notificationReducer,
  results: resultsReducer,
  [apiSlice.reducerPath]: apiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Persisted-state gate time-out (seed section 9). */
export const persistTimeoutMs = 5000;

/**
 * The slip's legs and stakes come back after a reload; a request to open the phone drawer
 * (`triggerBetslip`) was for the moment a selection was added, so it does not.
 */
const betslipDrawerNotRestored = createTransform<BetslipState, BetslipState>(
  (inbound) => inbound,
  (outbound) => ({ ...withSlipUnits(outbound), triggerBetslip: false }),
  { whitelist: ['betslip'] },
);

/** Client state kept in local storage under `root`, except the short-lived parts (seed section 3). */
export const persistConfig: PersistConfig<RootState> = {
  key: 'root',
  storage: localPersistStorage,
  blacklist: ['post', 'game', 'pregame', 'mybets', 'notification', 'results', apiSlice.reducerPath],
  transforms: [betslipDrawerNotRestored],
  timeout: persistTimeoutMs,
};

/** Server data belongs to the session: a new session (or none) never sees the last one's cached replies. */
function sessionCacheReset() {
  const listener = createListenerMiddleware();
  const { login, register, logout } = authApi.endpoints;
  listener.startListening({
    matcher: isAnyOf(login.matchFulfilled, register.matchFulfilled, logout.matchFulfilled, logout.matchRejected, sessionExpired, sessionStarted),
    effect: (_action, api) => {
      api.dispatch(apiSlice.util.resetApiState());
    },
  });
  return listener.middleware;
}

export type StoreOptions = {
  extra?: Partial<UserThunkExtra>;
  preloadedState?: Partial<RootState>;
  persist?: boolean;
};

export function makeStore(options: StoreOptions = {}) {
  const extra: UserThunkExtra = { reload: () => window.location.reload(), ...options.extra };
  const reducer = options.persist === false ? rootReducer : persistReducer(persistConfig, rootReducer);
  return configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(apiSlice.middleware, sessionCacheReset()),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export function makePersistor(store: AppStore, onRehydrated?: () => void): Persistor {
  return persistStore(store, null, onRehydrated);
}
