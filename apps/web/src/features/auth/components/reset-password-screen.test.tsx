import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { errorBody, fakeFetch, jsonResponse } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { ResetPasswordScreen } from './reset-password-screen';

afterEach(() => {
  configureApiClient({ getToken: () => null });
});

describe('ResetPasswordScreen', () => {
  it("shows the server's message when the new password is refused", async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(400, errorBody('password: is one of the most common passwords; choose another', 'VALIDATION', 'password')));
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/reset-password', element: <ResetPasswordScreen /> }], '/reset-password?token=abc123');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Q1w2e3r4t5');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Q1w2e3r4t5');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('password: is one of the most common passwords; choose another');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ token: 'abc123', password: 'Q1w2e3r4t5' });
  });
});
