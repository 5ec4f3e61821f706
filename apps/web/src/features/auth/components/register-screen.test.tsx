import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { errorBody, fakeFetch, jsonResponse } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import { typeInto } from '../../../test/type-into';
import { passwordStrength } from '../password-strength';
import { RegisterScreen } from './register-screen';

afterEach(() => {
  configureApiClient({ getToken: () => null });
});

async function fill(overrides: Partial<Record<'username' | 'email' | 'password' | 'dob', string>> = {}) {
  const user = await typeInto([
    [/^Username/, overrides.username ?? 'sam_the_bettor'],
    [/^E-mail/, overrides.email ?? 'sam@example.com'],
    [/^Password/, overrides.password ?? 'Secret12345'],
    [/^Date of birth/, overrides.dob ?? '1990-05-04'],
  ]);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterScreen', () => {
  it("checks the fields with core's rules before calling the server", async () => {
    const { fetch, calls } = fakeFetch();
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<RegisterScreen />);
    await fill({ username: 'x', email: 'not-an-email', password: 'short', dob: '2020-01-01' });
    expect(await screen.findByText(/Use 3 to 30 characters/)).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText(/Use at least 10 characters/)).toBeInTheDocument();
    expect(screen.getByText('You must be at least 18 years old to play')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's error under the field it names", async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(409, errorBody('This username is taken.', 'USERNAME_TAKEN', 'username')));
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<RegisterScreen />);
    await fill();
    expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      username: 'sam_the_bettor',
      email: 'sam@example.com',
      password: 'Secret12345',
      dateOfBirth: '1990-05-04',
      currency: 'EUR',
    });
  });
});

describe('passwordStrength', () => {
  it('grades from weak to strong', () => {
    expect(passwordStrength('abc').level).toBe('weak');
    expect(passwordStrength('abcdefghijk').level).toBe('weak');
    expect(passwordStrength('Abcdefghijk').level).toBe('fair');
    expect(passwordStrength('Abcdefghij1').level).toBe('good');
    expect(passwordStrength('Abcdefghij1!').level).toBe('strong');
  });
});
