import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { PublicUser } from '@oddsmith/core';
import { makeStore, type RootState } from '../app/store';
import { initialUserState } from '../features/auth/user-slice';
import { appTheme } from '../lib/theme';

/** A signed-in user of `role` (or a guest for null), as the `user` slice holds it. */
export function signedInAs(role: PublicUser['role'] | null): Pick<RootState, 'user'> {
  if (role === null) return { user: initialUserState };
  const user: PublicUser = {
    id: `id-${role}`,
    username: role,
    email: `${role}@example.com`,
    role,
    balance: 10,
    bonusBalance: 0,
    currency: 'EUR',
    emailVerified: true,
    status: 'active',
    createdAt: '2026-01-01T00:00:00Z',
  };
  return { user: { ...initialUserState, isLoggedIn: true, token: 't', user } };
}

export function makeTestStore(preloadedState?: Partial<RootState>) {
  const reload = vi.fn();
  const store = makeStore({ persist: false, preloadedState, extra: { reload } });
  return { store, reload };
}

/** Renders routes in a memory router with a fresh, non-persisted store. */
export function renderRoutes(routes: RouteObject[], path: string, preloadedState?: Partial<RootState>) {
  const { store, reload } = makeTestStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <MantineProvider theme={appTheme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  return { ...view, store, reload, router };
}

export function renderWithProviders(ui: ReactElement, preloadedState?: Partial<RootState>) {
  return renderRoutes([{ path: '*', element: ui }], '/', preloadedState);
}
