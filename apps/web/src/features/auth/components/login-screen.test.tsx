import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, errorBody, fakeFetch, jsonResponse } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import { LoginScreen } from './login-screen';

afterEach(() => {
  configureApiClient({ getToken: () => null });
});

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Username or e-mail/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginScreen', () => {
  it("shows the server's message when the login is refused", async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(401, errorBody('Invalid username or password.')));
    configureApiClient({ fetchImpl: fetch });
    const { reload } = renderWithProviders(<LoginScreen />);
    await submit('sam', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ username: 'sam', password: 'wrong-password' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the thrown message when the server does not answer', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<LoginScreen />);
    await submit('sam', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server did not respond.');
  });

  it('logs in, stores the session and reloads the page', async () => {
    const user = {
      id: 'u1',
      username: 'sam',
      email: 'sam@example.com',
      role: 'player',
      balance: 1,
      bonusBalance: 0,
      currency: 'EUR',
      emailVerified: true,
      status: 'active',
      createdAt: '2026-01-01T00:00:00Z',
    };
    const { fetch } = fakeFetch(jsonResponse(200, envelope({ user, token: 'tok' })));
    configureApiClient({ fetchImpl: fetch });
    const { store, reload } = renderWithProviders(<LoginScreen />);
    await submit('sam', 'Secret12345');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(store.getState().user).toMatchObject({ isLoggedIn: true, token: 'tok' });
  });

  it('asks for both fields before calling the server', async () => {
    const { fetch, calls } = fakeFetch();
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<LoginScreen />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('links to register and reset password', () => {
    renderWithProviders(<LoginScreen />);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
  });
});
