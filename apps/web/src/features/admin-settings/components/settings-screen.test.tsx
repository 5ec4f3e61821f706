import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSettingField, AdminSettings } from '@oddsmith/core';
import { configureApiClient } from '../../../lib/api-client';
import { envelope, jsonResponse, routedFetch } from '../../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../../test/render';
import { AdminSettingsScreen } from './settings-screen';

afterEach(() => configureApiClient({ fetchImpl: (...args) => fetch(...args) }));

const field = (key: string, unit: AdminSettingField['unit'], min: number | null, max: number | null, value: AdminSettingField['value'], extra: Partial<AdminSettingField> = {}): AdminSettingField => ({
  key, unit, perCurrency: false, nullable: false, min, max, value, default: value, ...extra,
});
const inPlay = (ms: number) => ({ id: 'inPlay', fields: [field('inPlayDelayMs', 'ms', 0, 60_000, ms, { default: 5000 })] });
const settings = (ms = 5000, editable = true): AdminSettings => ({
  editable,
  groups: [
    { id: 'bettingLimits', fields: [field('stakeMax', 'cents', 0.01, 100_000_000, { EUR: 10_000, INR: 1_000_000 }, { perCurrency: true })] },
    inPlay(ms),
    { id: 'partners', fields: [field('negativeCarryOver', 'boolean', null, null, true)] },
  ],
});
const ok = (payload: unknown) => jsonResponse(200, envelope(payload));
const render = (role: 'admin' | 'finance', fake: ReturnType<typeof routedFetch>) => {
  configureApiClient({ fetchImpl: fake.fetch });
  renderRoutes([{ path: '/x', element: <AdminSettingsScreen /> }], '/x', signedInAs(role));
};
const patchBodies = (fake: ReturnType<typeof routedFetch>) => fake.calls.filter((call) => call.init.method === 'PATCH').map((call) => JSON.parse(String(call.init.body)));

describe('staff settings screen', () => {
  it('shows the in-play delay in seconds with its default and range, saves the change in ms and shows the saved value', async () => {
    const fake = routedFetch({ 'GET /api/admin/settings': [ok(settings()), ok(settings(2000))], 'PATCH /api/admin/settings/inPlay': [ok({ group: inPlay(2000) })] });
    render('admin', fake);
    const card = await screen.findByRole('region', { name: 'In-play delay' });
    const input = within(card).getByRole('textbox', { name: 'In-play delay' });
    expect(input).toHaveValue('5');
    expect(within(card).getByText(/Default: 5 s · Range 0 s – 60 s/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '2');
    expect(within(card).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patchBodies(fake)).toEqual([{ inPlayDelayMs: 2000 }]));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'In-play delay' })).getByRole('textbox', { name: 'In-play delay' })).toHaveValue('2'));
  });

  it('checks the range before sending, and shows the server’s error on the field it names', async () => {
    const refusal = jsonResponse(400, { status: 'error', message: 'stakeMax.INR: must be at most 100000000.', code: 'VALIDATION', field: 'stakeMax.INR', response: null });
    const fake = routedFetch({ 'GET /api/admin/settings': [ok(settings())], 'PATCH /api/admin/settings/bettingLimits': [refusal] });
    render('admin', fake);
    const limits = await screen.findByRole('region', { name: 'Betting limits' });
    const user = userEvent.setup();
    const eur = within(limits).getByRole('textbox', { name: 'Maximum stake (EUR)' });
    await user.clear(eur);
    await user.type(eur, '0');
    await user.click(within(limits).getByRole('button', { name: 'Save' }));
    expect(await within(limits).findByText('Must be between 0.01 and 100000000.')).toBeInTheDocument();
    expect(patchBodies(fake)).toEqual([]);
    await user.click(within(limits).getByRole('button', { name: 'Reset Maximum stake to its default' }));
    const inr = within(limits).getByRole('textbox', { name: 'Maximum stake (INR)' });
    await user.clear(inr);
    await user.type(inr, '99999');
    await user.click(within(limits).getByRole('button', { name: 'Save' }));
    expect(await within(limits).findByText('stakeMax.INR: must be at most 100000000.')).toBeInTheDocument();
    expect(patchBodies(fake)).toEqual([{ stakeMax: { INR: 99_999 } }]);
  });

  it('is read only for a role without settings.manage', async () => {
    const fake = routedFetch({ 'GET /api/admin/settings': [ok(settings(5000, false))] });
    render('finance', fake);
    expect(await screen.findByText('You can read these settings; only an admin or a manager can change them.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'In-play delay' })).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: 'Negative carry-over' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reset/ })).toBeNull();
  });

  it('shows the failure with a retry when the settings cannot be loaded', async () => {
    const fake = routedFetch({ 'GET /api/admin/settings': [jsonResponse(500, { status: 'error', message: 'Database unavailable', code: 'INTERNAL', response: null }), ok(settings())] });
    render('admin', fake);
    expect(await screen.findByText('The settings could not be loaded')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'In-play delay' })).toBeInTheDocument();
  });
});
