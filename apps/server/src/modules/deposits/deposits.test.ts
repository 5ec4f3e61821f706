import { count } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema';
import { signBody } from '../../lib/hmac';
import { inTransaction } from '../../lib/transaction';
import { bearer, useSuiteApp, describeEachDatabase } from '../../test/app';
import { createMethod, fundedPlayer, staffTokens, summaryOf } from '../../test/bank';
import { expectLedgerReconciled } from '../../test/ledger';
import { insertMethod } from '../payment-methods';
import { createSandboxPayment } from '../sandbox';
import { insertDeposit, setProviderPayment } from './deposits.repo';

describeEachDatabase('deposits, sandbox provider and webhook', (database) => {
  let staff: { admin: string; manager: string };
  let cardId: string;
  let bankId: string;
  let counter = 0;
  const requestId = () => `dep-${Date.now()}-${(counter += 1)}`;

  const testApp = useSuiteApp(database, {}, async () => {
    staff = await staffTokens(testApp.app);
    cardId = await createMethod(testApp.app, staff.admin, { name: 'Card', kind: 'card', provider: 'sandbox', min: 10, max: 1000, feeBasisPoints: 250 });
    bankId = await createMethod(testApp.app, staff.admin, { name: 'Bank', kind: 'bank_transfer', provider: 'manual', min: 20, max: 5000 });
  });
  afterEach(async () => {
    await expectLedgerReconciled(testApp.app);
  });

  const deposit = (token: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/bank/deposits', headers: bearer(token), payload: { methodId: cardId, requestId: requestId(), ...payload } });
  const webhook = (rawBody: string, signature: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/bank/webhooks/sandbox', headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature }, payload: rawBody });
  const secret = () => testApp.app.config.sandboxWebhookSecret;
  /** A new player's pending card deposit of `amount` and the sandbox payment behind it. */
  const pendingCardDeposit = async (suffix: string, amount: number) => {
    const player = await fundedPlayer(testApp.app, suffix, 0);
    const created = (await deposit(player.token, { amount })).json().response.deposit;
    const paymentId = (created.redirectUrl as string).split('=')[1];
    return { player, created, paymentId };
  };

  it('card: pending deposit with a hosted-page URL; the pay button credits once via the signed webhook', async () => {
    const player = await fundedPlayer(testApp.app, 'dep_card', 0);
    const created = await deposit(player.token, { amount: 100 });
    expect(created.statusCode).toBe(201);
    const body = created.json().response.deposit;
    expect(body).toMatchObject({ status: 'pending', amount: 100, fee: 2.5, total: 102.5, method: { provider: 'sandbox' } });
    const paymentId = /sandboxPayment=([0-9a-f-]+)/.exec(body.redirectUrl)?.[1] ?? '';
    const page = await testApp.app.inject({ method: 'GET', url: `/api/bank/sandbox/payments/${paymentId}`, headers: bearer(player.token) });
    expect(page.json().response.payment).toMatchObject({ amount: 102.5, status: 'pending', merchantReference: body.id });
    const other = await fundedPlayer(testApp.app, 'dep_card_other', 0);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/bank/sandbox/payments/${paymentId}`, headers: bearer(other.token) })).statusCode).toBe(404);

    const pay = await testApp.app.inject({ method: 'POST', url: `/api/bank/sandbox/payments/${paymentId}/complete`, headers: bearer(player.token), payload: { outcome: 'success' } });
    expect(pay.json().response.webhook).toEqual({ delivered: true, statusCode: 200 });
    const again = await testApp.app.inject({ method: 'POST', url: `/api/bank/sandbox/payments/${paymentId}/complete`, headers: bearer(player.token), payload: { outcome: 'success' } });
    expect(again.json().response.webhook.delivered).toBe(true);
    const flip = await testApp.app.inject({ method: 'POST', url: `/api/bank/sandbox/payments/${paymentId}/complete`, headers: bearer(player.token), payload: { outcome: 'fail' } });
    expect(flip.statusCode).toBe(409);
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(100);
  });

  it('a failed payment marks the deposit failed and credits nothing', async () => {
    const { player, paymentId } = await pendingCardDeposit('dep_fail', 50);
    await testApp.app.inject({ method: 'POST', url: `/api/bank/sandbox/payments/${paymentId}/complete`, headers: bearer(player.token), payload: { outcome: 'fail' } });
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/bank/deposits', headers: bearer(player.token) });
    expect(mine.json().response.list[0]).toMatchObject({ status: 'failed', redirectUrl: null });
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(0);
  });

  it('rejects a bad or missing signature with 401 and changes nothing; a tampered amount is refused', async () => {
    const { player, created, paymentId } = await pendingCardDeposit('dep_sig', 40);
    const raw = JSON.stringify({ paymentId, merchantReference: created.id, status: 'succeeded', amount: 41, currency: 'EUR' });
    expect((await webhook(raw, signBody('wrong-secret-0123456789', raw))).statusCode).toBe(401);
    expect((await webhook(raw, 'sha256=abc')).statusCode).toBe(401);
    const tampered = await webhook(raw.replace('41', '4100'), signBody(secret(), raw));
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    const wrongAmount = await webhook(JSON.stringify({ paymentId, merchantReference: created.id, status: 'succeeded', amount: 4100, currency: 'EUR' }), signBody(secret(), JSON.stringify({ paymentId, merchantReference: created.id, status: 'succeeded', amount: 4100, currency: 'EUR' })));
    expect(wrongAmount.statusCode).toBe(400);
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(0);
  });

  it('50 concurrent deliveries of the same webhook credit exactly once', async () => {
    const { player, created, paymentId } = await pendingCardDeposit('dep_race', 80);
    const raw = JSON.stringify({ paymentId, merchantReference: created.id, status: 'succeeded', amount: 82, currency: 'EUR' });
    const signature = signBody(secret(), raw);
    const responses = await Promise.all(Array.from({ length: 50 }, () => webhook(raw, signature)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(responses.filter((response) => response.json().response.credited === true)).toHaveLength(1);
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(80);
  });

  it('manual bank transfer: reference, staff approve credits, reject needs a reason, provider deposits are not staff-approved', async () => {
    const player = await fundedPlayer(testApp.app, 'dep_manual', 0);
    const created = (await deposit(player.token, { methodId: bankId, amount: '25.10' })).json().response.deposit;
    expect(created).toMatchObject({ status: 'pending', redirectUrl: null, method: { provider: 'manual' } });
    expect(created.reference).toMatch(/^DEP-[A-Z0-9]{10}$/);
    const approve = await testApp.app.inject({ method: 'POST', url: `/api/admin/deposits/${created.id}/approve`, headers: bearer(staff.manager), payload: {} });
    expect(approve.json().response.deposit.status).toBe('completed');
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(25.1);
    expect((await testApp.app.inject({ method: 'POST', url: `/api/admin/deposits/${created.id}/approve`, headers: bearer(staff.manager), payload: {} })).statusCode).toBe(409);

    const second = (await deposit(player.token, { methodId: bankId, amount: 30 })).json().response.deposit;
    expect((await testApp.app.inject({ method: 'POST', url: `/api/admin/deposits/${second.id}/reject`, headers: bearer(staff.manager), payload: {} })).statusCode).toBe(400);
    const reject = await testApp.app.inject({ method: 'POST', url: `/api/admin/deposits/${second.id}/reject`, headers: bearer(staff.manager), payload: { reason: 'No payment received' } });
    expect(reject.json().response.deposit).toMatchObject({ status: 'rejected', reason: 'No payment received' });

    const card = (await deposit(player.token, { amount: 30 })).json().response.deposit;
    expect((await testApp.app.inject({ method: 'POST', url: `/api/admin/deposits/${card.id}/approve`, headers: bearer(staff.manager), payload: {} })).json()).toMatchObject({ code: 'DEPOSIT_PROVIDER_MANAGED' });
    const queue = await testApp.app.inject({ method: 'GET', url: `/api/admin/deposits?status=pending&userId=${player.id}`, headers: bearer(staff.admin) });
    expect(queue.json().response.total).toBe(1);
    // The staff queue's status tabs: a count per status under the same player filter.
    expect(queue.json().response.counts).toEqual({ completed: 1, rejected: 1, pending: 1 });
    // Search by part of the username (case aside, LIKE characters literal) or by the deposit's id.
    const byName = await testApp.app.inject({ method: 'GET', url: '/api/admin/deposits?user=DEP_MANUAL', headers: bearer(staff.admin) });
    expect(byName.json().response).toMatchObject({ total: 3, counts: { completed: 1, rejected: 1, pending: 1 } });
    const byId = await testApp.app.inject({ method: 'GET', url: `/api/admin/deposits?user=${second.id}`, headers: bearer(staff.admin) });
    expect(byId.json().response.list.map((row: { id: string }) => row.id)).toEqual([second.id]);
    const wildcard = await testApp.app.inject({ method: 'GET', url: '/api/admin/deposits?user=%25', headers: bearer(staff.admin) });
    expect(wildcard.json().response.total).toBe(0);
    // A player's own list carries no counts (the wire stays as it was).
    const own = await testApp.app.inject({ method: 'GET', url: '/api/bank/deposits', headers: bearer(player.token) });
    expect(own.json().response.counts).toBeUndefined();
  });

  it.each([
    ['negative', -1, /greater than 0/],
    ['zero', 0, /greater than 0/],
    ['three decimals', '10.001', /at most 2 decimals/],
    ['text', 'lots', /must be a number/],
    ['over the method maximum', 1000.01, /at most 1000/],
  ])('rejects an amount that is %s (400 naming amount)', async (_label, amount, message) => {
    const player = await fundedPlayer(testApp.app, `dep_bad_${(counter += 1)}`, 0);
    const response = await deposit(player.token, { amount });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('amount');
    expect(response.json().message).toMatch(message);
  });

  it('a repeated requestId returns the same deposit', async () => {
    const player = await fundedPlayer(testApp.app, 'dep_idem', 0);
    const first = await deposit(player.token, { amount: 10, requestId: 'same-deposit-1' });
    const second = await deposit(player.token, { amount: 10, requestId: 'same-deposit-1' });
    expect(second.json().response.deposit.id).toBe(first.json().response.deposit.id);
  });
});

describeEachDatabase('sandbox provider switched off (production)', (database) => {
  let staff: { admin: string; manager: string };
  let sandboxMethodId: string;

  const testApp = useSuiteApp(database, { nodeEnv: 'production', jwtSecret: 'p'.repeat(40), jwtSecretIsDefault: false, paymentsSandbox: false }, async () => {
    staff = await staffTokens(testApp.app);
    // A sandbox card method left from a time the sandbox was on (or written straight to the table).
    const method = await testApp.app.db.transaction((tx) => insertMethod(tx, { name: 'Old sandbox card', kind: 'card', provider: 'sandbox', minCents: 1_00, maxCents: 1_000_00, feeFixedCents: 0, feeBasisPoints: 0, enabled: true, displayOrder: 1, instructions: '' }));
    sandboxMethodId = method.id;
  });
  afterEach(async () => {
    await expectLedgerReconciled(testApp.app);
  });

  const transferCount = async () => (await testApp.app.db.select({ value: count() }).from(ledgerTransfers))[0]?.value ?? 0;

  it('a player cannot credit anything: no hosted page, no pay button, no webhook, no ledger movement', async () => {
    const player = await fundedPlayer(testApp.app, 'prod_sandbox', 0);
    // A pending sandbox payment as an earlier sandbox-enabled run would have left it.
    const { depositId, paymentId } = await inTransaction(testApp.app.db, async (tx) => {
      const deposit = await insertDeposit(tx, { userId: player.id, methodId: sandboxMethodId, requestId: 'prod-old-1', amountCents: 500_00, feeCents: 0, currency: 'EUR', reference: 'DEP-PRODSANDBX' });
      const payment = await createSandboxPayment(tx, { merchantReference: deposit.id, customerId: player.id, amountCents: 500_00, currency: 'EUR' });
      await setProviderPayment(tx, deposit.id, payment.id);
      return { depositId: deposit.id, paymentId: payment.id };
    });
    const transfersBefore = await transferCount();

    const page = await testApp.app.inject({ method: 'GET', url: `/api/bank/sandbox/payments/${paymentId}`, headers: bearer(player.token) });
    expect(page.statusCode).toBe(404);
    const pay = await testApp.app.inject({ method: 'POST', url: `/api/bank/sandbox/payments/${paymentId}/complete`, headers: bearer(player.token), payload: { outcome: 'success' } });
    expect(pay.statusCode).toBe(404);
    // Even a correctly signed webhook (the development key is public) finds no route.
    const raw = JSON.stringify({ paymentId, merchantReference: depositId, status: 'succeeded', amount: 500, currency: 'EUR' });
    const webhook = await testApp.app.inject({ method: 'POST', url: '/api/bank/webhooks/sandbox', headers: { 'content-type': 'application/json', 'x-sandbox-signature': signBody(testApp.app.config.sandboxWebhookSecret, raw) }, payload: raw });
    expect(webhook.statusCode).toBe(404);

    const started = await testApp.app.inject({ method: 'POST', url: '/api/bank/deposits', headers: bearer(player.token), payload: { methodId: sandboxMethodId, amount: 100, requestId: 'prod-new-1' } });
    expect(started.statusCode).toBe(400);
    expect(started.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_DISABLED', field: 'methodId' });
    const offered = await testApp.app.inject({ method: 'GET', url: '/api/bank/payment-methods', headers: bearer(player.token) });
    expect(offered.json().response.methods.map((method: { provider: string }) => method.provider)).not.toContain('sandbox');

    expect(await transferCount()).toBe(transfersBefore);
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(0);
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/bank/deposits', headers: bearer(player.token) });
    expect(mine.json().response.list.map((deposit: { status: string }) => deposit.status)).toEqual(['pending']);
  });

  it('staff cannot create or re-enable a sandbox method; they may disable it or switch it to manual', async () => {
    const url = '/api/admin/payment-methods';
    const created = await testApp.app.inject({ method: 'POST', url, headers: bearer(staff.admin), payload: { name: 'New card', kind: 'card', provider: 'sandbox', min: 10, max: 100 } });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_DISABLED', field: 'provider' });
    const manualId = await createMethod(testApp.app, staff.admin, { name: 'Manual card', kind: 'card', provider: 'manual', min: 10, max: 100 });
    const toSandbox = await testApp.app.inject({ method: 'PUT', url: `${url}/${manualId}`, headers: bearer(staff.admin), payload: { provider: 'sandbox' } });
    expect(toSandbox.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_DISABLED', field: 'provider' });
    // Editing the old sandbox method while it stays enabled on the sandbox is refused too.
    const rename = await testApp.app.inject({ method: 'PUT', url: `${url}/${sandboxMethodId}`, headers: bearer(staff.admin), payload: { name: 'Renamed sandbox card' } });
    expect(rename.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_DISABLED', field: 'provider' });
    const disable = await testApp.app.inject({ method: 'PUT', url: `${url}/${sandboxMethodId}`, headers: bearer(staff.admin), payload: { enabled: false } });
    expect(disable.json().response.method).toMatchObject({ enabled: false, provider: 'sandbox' });
    const reenable = await testApp.app.inject({ method: 'PUT', url: `${url}/${sandboxMethodId}`, headers: bearer(staff.admin), payload: { enabled: true } });
    expect(reenable.statusCode).toBe(400);
    const switched = await testApp.app.inject({ method: 'PUT', url: `${url}/${sandboxMethodId}`, headers: bearer(staff.admin), payload: { provider: 'manual', enabled: true } });
    expect(switched.json().response.method).toMatchObject({ enabled: true, provider: 'manual' });
  });
});
