import { expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { bearer, useSuiteApp, describeEachDatabase, loginDemo } from '../../test/app';
import { staffTokens } from '../../test/bank';

describeEachDatabase('payment methods', (database) => {
  let staff: { admin: string; manager: string };
  const testApp = useSuiteApp(database, {}, async () => {
    staff = await staffTokens(testApp.app);
  });

  it('seeds four demo methods once; players see enabled ones only; staff CRUD is validated and audited', async () => {
    await seedDemo(testApp.app.db, { paymentsSandbox: true });
    const player = await loginDemo(testApp.app, 'player');
    const list = await testApp.app.inject({ method: 'GET', url: '/api/bank/payment-methods', headers: bearer(player) });
    expect(list.json().response.methods.map((m: { kind: string }) => m.kind)).toEqual(['card', 'bank_transfer', 'upi', 'crypto']);
    const card = list.json().response.methods[0] as { id: string };
    const bad = await testApp.app.inject({ method: 'POST', url: '/api/admin/payment-methods', headers: bearer(staff.admin), payload: { name: 'X', kind: 'card', provider: 'manual', min: 10, max: 5 } });
    expect(bad.json()).toMatchObject({ field: 'max' });
    const threeDecimals = await testApp.app.inject({ method: 'POST', url: '/api/admin/payment-methods', headers: bearer(staff.admin), payload: { name: 'X', kind: 'card', provider: 'manual', min: 10.001, max: 50 } });
    expect(threeDecimals.json()).toMatchObject({ field: 'min' });
    const disable = await testApp.app.inject({ method: 'PUT', url: `/api/admin/payment-methods/${card.id}`, headers: bearer(staff.manager), payload: { enabled: false } });
    expect(disable.json().response.method.enabled).toBe(false);
    const after = await testApp.app.inject({ method: 'GET', url: '/api/bank/payment-methods', headers: bearer(player) });
    expect(after.json().response.methods).toHaveLength(3);
    const all = await testApp.app.inject({ method: 'GET', url: '/api/admin/payment-methods', headers: bearer(staff.manager) });
    expect(all.json().response.methods).toHaveLength(4);
    const del = await testApp.app.inject({ method: 'DELETE', url: `/api/admin/payment-methods/${card.id}`, headers: bearer(staff.admin) });
    expect(del.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/admin/payment-methods', headers: bearer(player), payload: {} })).statusCode).toBe(403);
  });

  it('a method names its provider: a card does not fall back to the sandbox', async () => {
    const url = '/api/admin/payment-methods';
    const missing = await testApp.app.inject({ method: 'POST', url, headers: bearer(staff.admin), payload: { name: 'Card without provider', kind: 'card', min: 10, max: 50 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'provider' });
    const manual = await testApp.app.inject({ method: 'POST', url, headers: bearer(staff.admin), payload: { name: 'Card by hand', kind: 'card', provider: 'manual', min: 10, max: 50 } });
    expect(manual.json().response.method).toMatchObject({ kind: 'card', provider: 'manual' });
    // With the sandbox on (tests, local development) it may be chosen, explicitly.
    const sandbox = await testApp.app.inject({ method: 'POST', url, headers: bearer(staff.admin), payload: { name: 'Card on the sandbox', kind: 'card', provider: 'sandbox', min: 10, max: 50 } });
    expect(sandbox.json().response.method).toMatchObject({ kind: 'card', provider: 'sandbox' });
  });
});
