import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { makeStore, type RootState } from '../app/store';
import { appTheme } from '../lib/theme';

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
