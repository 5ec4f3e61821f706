import type { UserState } from './user-slice';

type WithUser = { user: UserState };

export const selectUserState = (state: WithUser) => state.user;
export const selectIsLoggedIn = (state: WithUser) => state.user.isLoggedIn;
export const selectCurrentUser = (state: WithUser) => state.user.user;
export const selectToken = (state: WithUser) => state.user.token;
export const selectRole = (state: WithUser) => state.user.user?.role ?? null;
