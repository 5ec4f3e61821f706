import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { BankScreen } from './components/bank-screen';
import type { Deposit, PaymentMethod, SandboxPayment, Withdrawal } from '@oddsmith/core';

const card: PaymentMethod = {
  id: 'm-card',
  name: 'Card (sandbox)',
  kind: 'card',
  provider: 'sandbox',
  min: 10,
  max: 5000,
  feeFixed: 0,
  feeBasisPoints: 150,
  enabled: true,
  displayOrder: 1,
  instructions: '',
};
const transfer: PaymentMethod = { ...card, id: 'm-bank', name: 'Bank transfer', kind: 'bank_transfer', provider: 'manual', min: 20, max: 50000, feeBasisPoints: 0 };
const summary = { currency: 'EUR', balance: 1000, bonusBalance: 0, pendingWithdrawals: { count: 0, amount: 0 }, pendingDeposits: { count: 0, amount: 0 } };
const deposit = (patch: Partial<Deposit> = {}): Deposit => ({
  id: 'dep-1',
  userId: 'u1',
  username: 'player',
  method: { id: card.id, name: card.name, kind: card.kind, provider: card.provider },
  amount: 25,
  fee: 0.37,
  total: 25.37,
  currency: 'EUR',
  status: 'pending',
  reference: 'DEP-ABCDEFGHIJ',
  instructions: '',
  redirectUrl: '/bank?sandboxPayment=pay-1',
  reason: null,
  createdAt: '2026-01-01T10:00:00Z',
  decidedAt: null,
  ...patch,
});
const withdrawal = (patch: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 'w1',
  userId: 'u1',
  username: 'player',
  method: { id: transfer.id, name: transfer.name, kind: transfer.kind },
  amount: 40,
  fee: 0,
  payout: 40,
  currency: 'EUR',
  details: { accountHolder: 'Pat Player', iban: 'DE89370400440532013000' },
  status: 'pending',
  reason: null,
  createdAt: '2026-01-01T10:00:00Z',
  decidedAt: null,
  ...patch,
});
const ok = (payload: unknown) => jsonResponse(200, envelope(payload));

/** Routes each call by method and path so the order of the screen's parallel loads does not matter. */
function routedFetch(routes: Record<string, ((body: unknown) => Response)[]>) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path: url.pathname + url.search, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const queue = routes[`${method} ${url.pathname}`];
    if (!queue || queue.length === 0) throw new Error(`unexpected ${method} ${url.pathname}`);
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    return next(body);
  });
  configureApiClient({ fetchImpl: fetch as unknown as typeof globalThis.fetch });
  return calls;
}

const renderBank = (path = '/bank', emailVerified = true) => {
  const onBalanceChanged = vi.fn();
  const view = renderRoutes(
    [{ path: '/bank', element: <BankScreen currency="EUR" emailVerified={emailVerified} onBalanceChanged={onBalanceChanged} /> }],
    path,
  );
  return { ...view, onBalanceChanged };
};

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('deposit form', () => {
  it('shows the fee and the total to pay before paying, and on a phone puts the form before the balance figures', async () => {
    routedFetch({
      'GET /api/bank/summary': [() => ok(summary)],
      'GET /api/bank/payment-methods': [() => ok({ methods: [card, transfer] })],
    });
    renderBank();
    const amount = await screen.findByLabelText('Amount (EUR)');
    const breakdown = screen.getByRole('group', { name: 'Deposit summary' });
    expect(within(breakdown).getByText('Fee (1.5 %)')).toBeInTheDocument();
    expect(within(breakdown).getByText('Total to pay')).toBeInTheDocument();
    await userEvent.setup().type(amount, '100');
    expect(within(breakdown).getByText('101.50 EUR')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Continue to payment' });
    expect(breakdown.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The figures above the form are only from `sm` up; on a phone they come after it.
    expect(screen.getByTestId('bank-summary-top')).toHaveClass('mantine-visible-from-sm');
    const bottom = screen.getByTestId('bank-summary-bottom');
    expect(bottom).toHaveClass('mantine-hidden-from-sm');
    expect(amount.compareDocumentPosition(bottom) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });


  it('posts once with a requestId even on a double click, then opens the sandbox page', async () => {
    const calls = routedFetch({
      'GET /api/bank/summary': [() => ok(summary)],
      'GET /api/bank/payment-methods': [() => ok({ methods: [card, transfer] })],
      'POST /api/bank/deposits': [() => ok({ deposit: deposit() })],
      'GET /api/bank/sandbox/payments/pay-1': [() => ok({ payment: { id: 'pay-1', merchantReference: 'dep-1', amount: 25.37, currency: 'EUR', status: 'pending', createdAt: '', completedAt: null } })],
    });
    const { router } = renderBank();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount (EUR)'), '25');
    const breakdown = screen.getByRole('group', { name: 'Deposit summary' });
    expect(within(breakdown).getByText('25.37 EUR')).toBeInTheDocument();
    expect(within(breakdown).getByText('0.37 EUR')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    await user.dblClick(submit);
    await waitFor(() => expect(router.state.location.search).toBe('?sandboxPayment=pay-1'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ methodId: 'm-card', amount: '25' });
    expect((posts[0]!.body as { requestId: string }).requestId).toMatch(/^[A-Za-z0-9_:-]{8,64}$/);
  });

  it("checks the amount before sending and shows the server's field error under the field", async () => {
    const calls = routedFetch({
      'GET /api/bank/summary': [() => ok(summary)],
      'GET /api/bank/payment-methods': [() => ok({ methods: [card] })],
      'POST /api/bank/deposits': [() => jsonResponse(400, errorBody('amount: over your 24 h deposit limit', 'DEPOSIT_LIMIT_EXCEEDED', 'amount'))],
    });
    renderBank();
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Amount (EUR)');
    await user.type(input, '12.345');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Use at most 2 decimals')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The minimum for this method is 10.00 EUR')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '30');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('amount: over your 24 h deposit limit')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the reference and instructions of a manual deposit as pending', async () => {
    routedFetch({
      'GET /api/bank/summary': [() => ok(summary)],
      'GET /api/bank/payment-methods': [() => ok({ methods: [transfer] })],
      'POST /api/bank/deposits': [() => ok({ deposit: deposit({ redirectUrl: null, instructions: 'IBAN DE00 1234', reference: 'DEP-MANUAL0001' }) })],
    });
    renderBank();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount (EUR)'), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit registered')).toBeInTheDocument();
    expect(screen.getByText('DEP-MANUAL0001')).toBeInTheDocument();
    expect(screen.getByText('IBAN DE00 1234')).toBeInTheDocument();
  });
});

const sandboxPayment = (id: string, amount: number): SandboxPayment => ({
  id,
  merchantReference: id.replace('pay', 'dep'),
  amount,
  currency: 'EUR',
  status: 'pending',
  createdAt: '',
  completedAt: null,
});
/** The sandbox page's loads and its completion's reply. */
const sandboxRoutes = (payment: SandboxPayment, complete: () => Response) => ({
  'GET /api/bank/summary': [() => ok(summary)],
  'GET /api/bank/payment-methods': [() => ok({ methods: [card] })],
  [`GET /api/bank/sandbox/payments/${payment.id}`]: [() => ok({ payment })],
  [`POST /api/bank/sandbox/payments/${payment.id}/complete`]: [complete],
});

describe('sandbox payment page', () => {
  it('pays, waits for the credit and refreshes the balance', async () => {
    const payment = sandboxPayment('pay-1', 25.37);
    const calls = routedFetch({
      ...sandboxRoutes(payment, () => ok({ payment: { ...payment, status: 'succeeded' }, webhook: { delivered: true, statusCode: 200 } })),
      'GET /api/bank/deposits': [
        () => ok({ list: [deposit()], total: 1, perPage: 20, currentPage: 1 }),
        () => ok({ list: [deposit({ status: 'completed' })], total: 1, perPage: 20, currentPage: 1 }),
      ],
    });
    const { onBalanceChanged } = renderBank('/bank?sandboxPayment=pay-1');
    const user = userEvent.setup();
    expect(await screen.findByText('Sandbox payment')).toBeInTheDocument();
    expect(screen.getByText('25.37 EUR')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay 25.37 EUR' }));
    expect(await screen.findByText('Deposit credited', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('25.00 EUR has been added to your balance.')).toBeInTheDocument();
    expect(onBalanceChanged).toHaveBeenCalled();
    const complete = calls.find((call) => call.path.endsWith('/complete'));
    expect(complete?.body).toEqual({ outcome: 'success' });
    expect(calls.filter((call) => call.path.startsWith('/api/bank/deposits')).length).toBeGreaterThanOrEqual(2);
  });

  it('declines', async () => {
    const payment = sandboxPayment('pay-2', 10);
    const calls = routedFetch({
      ...sandboxRoutes(payment, () => ok({ payment: { ...payment, status: 'failed' }, webhook: { delivered: true, statusCode: 200 } })),
    });
    renderBank('/bank?sandboxPayment=pay-2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Payment declined')).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/complete'))?.body).toEqual({ outcome: 'fail' });
  });
});

describe('sandbox payment page, a failed call', () => {
  it("shows the server's message, loads the payment again and lets the player try again", async () => {
    const payment = sandboxPayment('pay-3', 10);
    const calls = routedFetch({
      ...sandboxRoutes(payment, () => jsonResponse(409, errorBody('The payment is being processed', 'CONFLICT'))),
    });
    renderBank('/bank?sandboxPayment=pay-3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay 10.00 EUR' }));
    expect(await screen.findByText('The payment is being processed')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/bank/sandbox/payments/pay-3')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Pay 10.00 EUR' })).toBeEnabled();
  });
});

describe('withdraw form', () => {
  const fillWithdrawal = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('tab', { name: 'Withdraw' }));
    await user.type(await screen.findByLabelText('Amount (EUR)'), '40');
    await user.type(screen.getByLabelText('Account holder'), 'Pat Player');
    await user.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
  };

  it('asks for a confirmation that says it cannot be reversed, then posts once', async () => {
    const calls = routedFetch({
      'GET /api/bank/summary': [() => ok(summary)],
      'GET /api/bank/payment-methods': [() => ok({ methods: [transfer] })],
      'POST /api/bank/withdrawals': [
        () => ok({ withdrawal: withdrawal(), balance: 960 }),
      ],
    });
    const { onBalanceChanged } = renderBank();
    const user = userEvent.setup();
    await fillWithdrawal(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(dialog).toHaveTextContent('A requested withdrawal cannot be reversed.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText(/Withdrawal of 40.00 EUR requested/)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ methodId: 'm-bank', amount: '40', details: { accountHolder: 'Pat Player', iban: 'DE89370400440532013000' } });
    expect(onBalanceChanged).toHaveBeenCalled();
  });

  it('explains a 403 EMAIL_NOT_VERIFIED', async () => {
    routedFetch({
      'GET /api/bank/summary': [() => ok(summary)],
      'GET /api/bank/payment-methods': [() => ok({ methods: [transfer] })],
      'POST /api/bank/withdrawals': [
        () => jsonResponse(403, errorBody('Please verify your e-mail address before requesting a withdrawal.', 'EMAIL_NOT_VERIFIED')),
      ],
    });
    renderBank();
    const user = userEvent.setup();
    await fillWithdrawal(user);
    await user.click(await screen.findByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('Verify your e-mail first')).toBeInTheDocument();
  });
});

describe('reloads after money moved', () => {
  const emptyPage = { list: [], total: 0, perPage: 10, currentPage: 1 };
  const transaction = { id: 't1', createdAt: '2026-01-01T10:00:00Z', code: 'withdrawal', wallet: 'cash', amount: -40, currency: 'EUR', status: 'pending', resolvedAt: null, note: null };

  it('after a withdrawal: the balance, my withdrawals and the history load again', async () => {
    const calls = routedFetch({
      'GET /api/bank/summary': [() => ok(summary), () => ok({ ...summary, balance: 960, pendingWithdrawals: { count: 1, amount: 40 } })],
      'GET /api/bank/payment-methods': [() => ok({ methods: [transfer] })],
      'GET /api/bank/withdrawals': [() => ok(emptyPage), () => ok({ ...emptyPage, list: [withdrawal()], total: 1 })],
      'GET /api/bank/transactions': [() => ok({ ...emptyPage, perPage: 20 }), () => ok({ list: [transaction], total: 1, perPage: 20, currentPage: 1 })],
      'POST /api/bank/withdrawals': [() => ok({ withdrawal: withdrawal(), balance: 960 })],
    });
    renderBank();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'My withdrawals' }));
    expect(await screen.findByText('No withdrawals yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No transactions')).toBeInTheDocument();
    const top = screen.getByTestId('bank-summary-top');
    expect(within(top).getByText('1,000.00 EUR')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await user.type(await screen.findByLabelText('Amount (EUR)'), '40');
    await user.type(screen.getByLabelText('Account holder'), 'Pat Player');
    await user.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText(/Withdrawal of 40.00 EUR requested/)).toBeInTheDocument();
    expect(await within(top).findByText('960.00 EUR')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'My withdrawals' }));
    expect(await screen.findByRole('cell', { name: /Bank transfer/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('-40.00 EUR')).toBeInTheDocument();
    const loads = (path: string) => calls.filter((call) => call.method === 'GET' && call.path.startsWith(path)).length;
    expect(loads('/api/bank/summary')).toBe(2);
    expect(loads('/api/bank/withdrawals')).toBe(2);
    expect(loads('/api/bank/transactions')).toBe(2);
  });

  it('after a deposit: my deposits load again and show it', async () => {
    routedFetch({
      'GET /api/bank/summary': [() => ok(summary)],
      'GET /api/bank/payment-methods': [() => ok({ methods: [transfer] })],
      'GET /api/bank/deposits': [() => ok(emptyPage), () => ok({ ...emptyPage, list: [deposit({ redirectUrl: null, reference: 'DEP-MANUAL0001' })], total: 1 })],
      'POST /api/bank/deposits': [() => ok({ deposit: deposit({ redirectUrl: null, reference: 'DEP-MANUAL0001' }) })],
    });
    renderBank();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'My deposits' }));
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Deposit' }));
    await user.type(await screen.findByLabelText('Amount (EUR)'), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit registered')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My deposits' }));
    expect(await screen.findByText('DEP-MANUAL0001')).toBeInTheDocument();
  });
});

describe('bank sections on a phone', () => {
  it('offers every tab in one native select below sm, where the sideways tab strip is hidden', async () => {
    routedFetch({
      'GET /api/bank/summary': [() => ok(summary)],
      'GET /api/bank/payment-methods': [() => ok({ methods: [transfer] })],
    });
    renderBank();
    const picker = await screen.findByRole('combobox', { name: 'Bank section' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Deposit',
      'Withdraw',
      'History',
      'My deposits',
      'My withdrawals',
    ]);
    expect(picker).toHaveValue('deposit');
    // Mantine's responsive classes: the select shows below `sm`, the tab strip from `sm` up.
    expect(picker.closest('.mantine-hidden-from-sm')).not.toBeNull();
    expect(screen.getByRole('tablist')).toHaveClass('mantine-visible-from-sm');

    await userEvent.setup().selectOptions(picker, 'withdraw');
    expect(await screen.findByRole('button', { name: 'Request withdrawal' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  });
});
