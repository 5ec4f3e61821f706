import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CasinoFairness } from '@oddsmith/core';
import { configureApiClient } from '../../../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../../../test/render';
import { FairnessPanel } from './fairness-panel';

afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));

const current: CasinoFairness = { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 4, previous: [] };
const revealed = { serverSeedHash: 'a'.repeat(64), serverSeed: 'b'.repeat(64), rounds: 4, createdAt: '2026-11-24T10:00:00Z', revealedAt: '2026-11-24T11:00:00Z' };
const rotated: CasinoFairness = { serverSeedHash: 'c'.repeat(64), clientSeed: 'my-seed', nonce: 0, previous: [revealed] };
const ok = (payload: unknown) => jsonResponse(200, envelope(payload));

describe('FairnessPanel', () => {
  it('shows the committed hash, the client seed and the nonce; saves a new client seed', async () => {
    const fake = routedFetch({
      'GET /api/casino/fairness': [ok(current), ok({ ...current, clientSeed: 'new seed' })],
      'PUT /api/casino/fairness/client-seed': [ok({ ...current, clientSeed: 'new seed' })],
    });
    configureApiClient({ fetchImpl: fake.fetch });
    const user = userEvent.setup();
    renderWithProviders(<FairnessPanel />, signedInAs('player'));
    expect(await screen.findByTestId('server-seed-hash')).toHaveTextContent('a'.repeat(64));
    expect(screen.getByTestId('fairness-nonce')).toHaveTextContent('4');
    const input = screen.getByLabelText('Client seed');
    expect(input).toHaveValue('my-seed');
    await user.clear(input);
    await user.type(input, 'new seed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls.some((call) => call.init.method === 'PUT')).toBe(true));
    const put = fake.calls.find((call) => call.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({ clientSeed: 'new seed' });
  });

  it('refuses a client seed with characters outside printable ASCII', async () => {
    configureApiClient({ fetchImpl: routedFetch({ 'GET /api/casino/fairness': [ok(current)] }).fetch });
    const user = userEvent.setup();
    renderWithProviders(<FairnessPanel />, signedInAs('player'));
    const input = await screen.findByLabelText('Client seed');
    await user.type(input, 'ñ');
    expect(screen.getByText('1 to 64 printable characters (no accents)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('rotates the seed and shows the revealed previous seed and the new hash', async () => {
    configureApiClient({
      fetchImpl: routedFetch({ 'GET /api/casino/fairness': [ok(current), ok(rotated)], 'POST /api/casino/fairness/rotate': [ok(rotated)] }).fetch,
    });
    renderWithProviders(<FairnessPanel />, signedInAs('player'));
    await screen.findByTestId('server-seed-hash');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rotate seed' }));
    expect(await screen.findByTestId('revealed-seed')).toHaveTextContent('b'.repeat(64));
    await waitFor(() => expect(screen.getByTestId('server-seed-hash')).toHaveTextContent('c'.repeat(64)));
    expect(screen.getByTestId('fairness-nonce')).toHaveTextContent('0');
  });
});
