import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, errorBody, fakeFetch, jsonResponse } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import { typeInto } from '../../../test/type-into';
import { ChangePasswordCard } from './change-password-card';

afterEach(() => {
  configureApiClient({ getToken: () => null });
});

async function fill(values: { current?: string; next?: string; confirm?: string } = {}) {
  const user = await typeInto([
    [/^Current password/, values.current ?? 'OldPassword123'],
    [/^New password/, values.next ?? 'FreshPassword456'],
    [/^Repeat the new password/, values.confirm ?? values.next ?? 'FreshPassword456'],
  ]);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordCard', () => {
  it("checks the new password with core's rules and the repeat before calling the server", async () => {
    const { fetch, calls } = fakeFetch();
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<ChangePasswordCard />);
    await fill({ next: 'short', confirm: 'different' });
    expect(await screen.findByText(/Use at least 10 characters/)).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the current and the new password with the bearer token, then says it is done', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, envelope({}, 'Your password has been changed.')));
    configureApiClient({ fetchImpl: fetch, getToken: () => 'session-token' });
    renderWithProviders(<ChangePasswordCard />);
    await fill();
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls[0]?.url).toMatch(/\/api\/front\/change-password$/);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ currentPassword: 'OldPassword123', newPassword: 'FreshPassword456' });
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer session-token');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it("shows the server's message under the field it names", async () => {
    const { fetch } = fakeFetch(
      jsonResponse(400, errorBody('currentPassword: the current password is not right.', 'PASSWORD_WRONG', 'currentPassword')),
      jsonResponse(400, errorBody('newPassword: is one of the most common passwords; choose another', 'VALIDATION', 'newPassword')),
    );
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<ChangePasswordCard />);
    await fill();
    expect(await screen.findByText('currentPassword: the current password is not right.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('newPassword: is one of the most common passwords; choose another')).toBeInTheDocument();
  });

  it('shows any other failure in an alert and lets the player try again', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(429, errorBody('Too many attempts. Try again in 60 seconds.', 'RATE_LIMITED')));
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<ChangePasswordCard />);
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 60 seconds.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled());
    expect(calls).toHaveLength(1);
  });
});
