import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, fakeFetch, jsonResponse } from '../../test/fake-fetch';
import { renderWithProviders, signedInAs } from '../../test/render';
import { AdminPaymentMethodsScreen } from './components/admin-payment-methods-screen';

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

const card = {
  id: 'm1',
  name: 'Visa card',
  kind: 'card',
  provider: 'manual',
  min: 10,
  max: 500,
  feeFixed: 0,
  feeBasisPoints: 0,
  enabled: true,
  displayOrder: 1,
  instructions: '',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('staff payment methods enable switch', () => {
  it('asks before disabling a live method, naming it, and changes nothing on cancel', async () => {
    const { fetch, calls } = fakeFetch(
      jsonResponse(200, envelope({ methods: [card] })),
      jsonResponse(200, envelope({ method: { ...card, enabled: false } })),
      jsonResponse(200, envelope({ methods: [{ ...card, enabled: false }] })),
    );
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminPaymentMethodsScreen />, signedInAs('finance'));
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Visa card: Enabled' });
    await user.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'Disable Visa card?' });
    expect(within(dialog).getByText(/Players will no longer see Visa card/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    await user.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'Disable Visa card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    expect(calls[1]!.url).toContain('/api/admin/payment-methods/m1');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ enabled: false });
  });
});

describe('staff payment methods form', () => {
  it('names the provider the staff member picked, and shows a refusal under the provider field', async () => {
    const { fetch, calls } = fakeFetch(
      jsonResponse(200, envelope({ methods: [] })),
      jsonResponse(400, errorBody('provider: the sandbox provider is not enabled on this server (PAYMENTS_SANDBOX).', 'PAYMENT_PROVIDER_DISABLED', 'provider')),
    );
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<AdminPaymentMethodsScreen />, signedInAs('finance'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add method' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment method' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Test card');
    const provider = within(dialog).getByRole('combobox', { name: /Provider/ });
    expect(provider).toHaveValue('Manual');
    await user.click(provider);
    await user.click(await screen.findByRole('option', { name: 'Sandbox' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url).toContain('/api/admin/payment-methods');
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({ name: 'Test card', provider: 'sandbox' });
    expect(await within(dialog).findByText(/sandbox provider is not enabled/)).toBeInTheDocument();
  });
});
