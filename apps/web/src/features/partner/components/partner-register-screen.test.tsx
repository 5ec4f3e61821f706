import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, errorBody, fakeFetch, jsonResponse } from '../../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../../test/render';
import { typeInto } from '../../../test/type-into';

afterEach(() => {
  configureApiClient({ getToken: () => null });
});

type Overrides = Partial<Record<'name' | 'username' | 'email' | 'password' | 'website' | 'details', string>>;

async function fillAndSubmit(overrides: Overrides = {}, acceptTerms = true) {
  const user = await typeInto(
    (
      [
        [/^Full name/, overrides.name ?? 'Sam Partner'],
        [/^Username/, overrides.username ?? 'sam_partner'],
        [/^E-mail/, overrides.email ?? 'sam@partner.example'],
        [/^Password/, overrides.password ?? 'Secret12345'],
        [/^Website/, overrides.website ?? 'https://sam.example'],
        [/^Payout details/, overrides.details ?? 'DE89370400440532013000'],
      ] as const
    ).filter(([, value]) => value !== ''),
  );
  if (acceptTerms) await user.click(screen.getByRole('checkbox', { name: /partner programme terms/ }));
  await user.click(screen.getByRole('button', { name: 'Create partner account' }));
  return user;
}

const partnerSession = signedInAs('partner').user;

describe('partner registration (/partner/register)', () => {
  it('explains every broken field before calling the server, and links the terms page', async () => {
    const { fetch, calls } = fakeFetch();
    configureApiClient({ fetchImpl: fetch });
    renderRoutes(appRoutes, '/partner/register');
    expect(await screen.findByRole('link', { name: 'partner programme terms' })).toHaveAttribute('href', '/view-page/terms');
    await fillAndSubmit({ name: 'S', username: 'x', email: 'nope', password: 'short', website: 'http://plain.example', details: 'ab' }, false);
    expect(await screen.findAllByText('Use 2 to 120 characters')).toHaveLength(1);
    expect(screen.getByText(/Use 3 to 30 characters/)).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText(/Use at least 10 characters/)).toBeInTheDocument();
    expect(screen.getByText('Enter an https:// address of at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Use 4 to 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms to continue')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks a company for its legal name', async () => {
    configureApiClient({ fetchImpl: fakeFetch().fetch });
    renderRoutes(appRoutes, '/partner/register');
    expect(await screen.findByLabelText(/^Full name/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Company'));
    expect(await screen.findByLabelText(/^Company legal name/)).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names", async () => {
    const { fetch } = fakeFetch(jsonResponse(409, errorBody('This username is taken.', 'ACCOUNT_TAKEN', 'username')));
    configureApiClient({ fetchImpl: fetch });
    const { store } = renderRoutes(appRoutes, '/partner/register');
    await screen.findByRole('button', { name: 'Create partner account' });
    await fillAndSubmit();
    const username = screen.getByLabelText(/^Username/);
    await waitFor(() => expect(username).toHaveAccessibleDescription('This username is taken.'));
    expect(store.getState().user.isLoggedIn).toBe(false);
  });

  it('sends the form as the contract reads it, opens the partner session and reloads', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(201, envelope({ token: 'tok-partner', user: partnerSession.user })));
    configureApiClient({ fetchImpl: fetch });
    const { store, reload } = renderRoutes(appRoutes, '/partner/register');
    await screen.findByRole('button', { name: 'Create partner account' });
    await fillAndSubmit();
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls[0]?.url).toMatch(/\/api\/partner\/register$/);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      kind: 'person',
      name: 'Sam Partner',
      username: 'sam_partner',
      email: 'sam@partner.example',
      password: 'Secret12345',
      website: 'https://sam.example',
      payoutMethod: 'bank_transfer',
      payoutDetails: 'DE89370400440532013000',
      termsAccepted: true,
      currency: 'EUR',
    });
    expect(store.getState().user).toMatchObject({ isLoggedIn: true, token: 'tok-partner', user: { role: 'partner' } });
  });
});
