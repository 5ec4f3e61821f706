import { and, eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { auditLog, balanceApprovals, ledgerTransfers, users } from '../../db/schema';
import { bearer, useSuiteApp, describeEachDatabase, loginAs } from '../../test/app';
import { fundedPlayer, staffTokens, summaryOf } from '../../test/bank';
import { expectLedgerReconciled } from '../../test/ledger';

type Approval = { id: string; status: string; amount: number; requestedBy: { id: string; username: string }; decidedBy: { username: string } | null; transferId: string | null; reason: string | null };

describeEachDatabase('balance approvals: four eyes on large staff credits', (database) => {
  let staff: { admin: string; manager: string; finance: string; support: string };
  let agentId: string;
  let agent: string;

  const testApp = useSuiteApp(database, {}, async () => {
    const { admin, manager } = await staffTokens(testApp.app);
    const create = async (username: string, role: string) => {
      const reply = await testApp.app.inject({ method: 'POST', url: '/api/admin/register-admin-user', headers: bearer(admin), payload: { username, email: `${username}@example.com`, password: 'GoodPassword123', role } });
      expect(reply.statusCode).toBe(201);
      return { id: reply.json().response.user.id as string, token: await loginAs(testApp.app, username, 'GoodPassword123') };
    };
    const finance = await create('approvals_finance', 'finance');
    const support = await create('approvals_support', 'support');
    const cashAgent = await create('approvals_agent', 'agent');
    staff = { admin, manager, finance: finance.token, support: support.token };
    agentId = cashAgent.id;
    agent = cashAgent.token;
  });
  afterEach(async () => {
    await expectLedgerReconciled(testApp.app);
  });

  const transfer = (token: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/admin/transfer-balance', headers: bearer(token), payload: { requestId: crypto.randomUUID(), note: 'desk', ...payload } });
  const decide = (token: string, id: string, decision: 'approve' | 'reject', payload: Record<string, unknown> = {}) =>
    testApp.app.inject({ method: 'POST', url: `/api/admin/balance-approvals/${id}/${decision}`, headers: bearer(token), payload });
  const auditCount = async (action: string, targetId: string) =>
    (await testApp.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))).length;
  const approvalRows = (userId: string) => testApp.app.db.select().from(balanceApprovals).where(eq(balanceApprovals.userId, userId));

  it('a staff credit above the threshold waits (202) instead of moving money; a retry finds the same request', async () => {
    const player = await fundedPlayer(testApp.app, 'four_eyes_wait', 0);
    const body = { userId: player.id, amount: '1000.01', direction: 'credit', requestId: 'big-credit-0001' };
    const first = await transfer(staff.manager, body);
    expect(first.statusCode).toBe(202);
    expect(first.json().message).toMatch(/approval/);
    const pending = first.json().response as { userId: string; balance: number; pendingApproval: Approval };
    expect(pending).toMatchObject({ userId: player.id, balance: 0, pendingApproval: { status: 'pending', amount: 1000.01, kind: 'player_credit', requestedBy: { username: 'staff' }, decidedBy: null, transferId: null } });
    const retries = await Promise.all([transfer(staff.manager, body), transfer(staff.manager, body)]);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(202);
      expect(retry.json().response.pendingApproval.id).toBe(pending.pendingApproval.id);
    }
    expect(await approvalRows(player.id)).toHaveLength(1);
    expect(await auditCount('balance_approval.requested', player.id)).toBe(1);
    expect((await transfer(staff.manager, { ...body, amount: 2000 })).json()).toMatchObject({ code: 'REQUEST_ID_REUSED', field: 'requestId' });
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(0);

    // At the threshold, debits, and an agent paying from their own float move money at once (200).
    expect((await transfer(staff.manager, { userId: player.id, amount: 1000, direction: 'credit' })).statusCode).toBe(200);
    expect((await transfer(staff.manager, { userId: player.id, amount: 1000, direction: 'debit' })).statusCode).toBe(200);
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(0);
  });

  it('funding a cash agent above the threshold waits too; the agent then credits their own player above it at once', async () => {
    const own = await fundedPlayer(testApp.app, 'four_eyes_agent_player', 0);
    await testApp.app.db.update(users).set({ cashAgentId: agentId }).where(eq(users.id, own.id));
    const funding = await transfer(staff.finance, { userId: agentId, amount: 3000, direction: 'credit' });
    expect(funding.statusCode).toBe(202);
    expect(funding.json().response.pendingApproval).toMatchObject({ kind: 'agent_funding', amount: 3000 });
    const approved = await decide(staff.admin, funding.json().response.pendingApproval.id, 'approve');
    expect(approved.json().response.approval).toMatchObject({ status: 'approved', decidedBy: { username: 'admin' } });
    const paid = await transfer(agent, { userId: own.id, amount: 2500, direction: 'credit' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().response).toMatchObject({ balance: 2500, agentBalance: 500 });
  });

  it('approval needs balance.approve and a different staff member; it posts once, also when approved concurrently', async () => {
    const player = await fundedPlayer(testApp.app, 'four_eyes_approve', 0);
    const opened = await transfer(staff.manager, { userId: player.id, amount: 1500, direction: 'credit', note: 'VIP cash at the desk' });
    const id = opened.json().response.pendingApproval.id as string;

    const own = await decide(staff.manager, id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'BALANCE_APPROVAL_SELF' });
    expect((await decide(staff.manager, id, 'reject', { reason: 'oops' })).json()).toMatchObject({ code: 'BALANCE_APPROVAL_SELF' });
    expect((await decide(staff.support, id, 'approve')).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await decide(agent, id, 'approve')).statusCode).toBe(403);
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(0);

    const racing = await Promise.all([decide(staff.admin, id, 'approve'), decide(staff.finance, id, 'approve'), decide(staff.admin, id, 'approve', { note: 'checked' }), decide(staff.finance, id, 'approve')]);
    for (const reply of racing) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json().response.approval.status).toBe('approved');
    }
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(1500);
    const [row] = await approvalRows(player.id);
    expect(row?.transferId).toBeTruthy();
    const credits = await testApp.app.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, row?.transferId ?? ''));
    expect(credits).toMatchObject([{ code: 'staff_credit', amountCents: 150_000, note: 'VIP cash at the desk' }]);
    expect(await auditCount('balance_approval.approved', player.id)).toBe(1);

    // Decided: approving again answers the same, rejecting now is a conflict; a retry of the request reports it.
    expect((await decide(staff.finance, id, 'approve')).json().response.approval.transferId).toBe(row?.transferId);
    expect((await decide(staff.finance, id, 'reject', { reason: 'too late' })).json()).toMatchObject({ code: 'BALANCE_APPROVAL_DECIDED' });
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(1500);
  });

  it('reject needs a reason and moves nothing; the list shows pending first, then decided', async () => {
    const player = await fundedPlayer(testApp.app, 'four_eyes_reject', 0);
    const opened = await transfer(staff.finance, { userId: player.id, amount: 5000, direction: 'credit', requestId: 'reject-me-0001' });
    const id = opened.json().response.pendingApproval.id as string;
    expect((await decide(staff.manager, id, 'reject')).json()).toMatchObject({ code: 'VALIDATION', field: 'reason' });
    const rejected = await decide(staff.manager, id, 'reject', { reason: 'No cash received' });
    expect(rejected.json().response.approval).toMatchObject({ status: 'rejected', reason: 'No cash received', transferId: null, decidedBy: { username: 'staff' } });
    expect((await decide(staff.admin, id, 'approve')).json()).toMatchObject({ code: 'BALANCE_APPROVAL_DECIDED' });
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(0);
    expect(await auditCount('balance_approval.rejected', player.id)).toBe(1);
    const retried = await transfer(staff.finance, { userId: player.id, amount: 5000, direction: 'credit', requestId: 'reject-me-0001' });
    expect(retried.statusCode).toBe(202);
    expect(retried.json().response.pendingApproval.status).toBe('rejected');
    expect((await summaryOf(testApp.app, player.token)).balance).toBe(0);

    const waiting = await transfer(staff.finance, { userId: player.id, amount: 4000, direction: 'credit' });
    const list = await testApp.app.inject({ method: 'GET', url: '/api/admin/balance-approvals?perPage=100', headers: bearer(staff.support) });
    expect(list.statusCode).toBe(200);
    const rows = list.json().response.list as Approval[];
    const firstDecided = rows.findIndex((row) => row.status !== 'pending');
    expect(rows.slice(firstDecided).every((row) => row.status !== 'pending')).toBe(true);
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([id, waiting.json().response.pendingApproval.id]));
    const pendingOnly = await testApp.app.inject({ method: 'GET', url: '/api/admin/balance-approvals?status=pending', headers: bearer(staff.admin) });
    expect((pendingOnly.json().response.list as Approval[]).every((row) => row.status === 'pending')).toBe(true);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/balance-approvals', headers: bearer(agent) })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/balance-approvals?status=maybe', headers: bearer(staff.admin) })).json()).toMatchObject({ field: 'status' });
    expect((await decide(staff.admin, 'not-an-id', 'approve')).json()).toMatchObject({ field: 'id' });
    expect((await decide(staff.admin, crypto.randomUUID(), 'approve')).statusCode).toBe(404);
  });

  it('thresholds per currency: 1,000.00 by default, changed by settings.manage only, validated and audited', async () => {
    const url = '/api/admin/balance-approvals/settings';
    const read = await testApp.app.inject({ method: 'GET', url, headers: bearer(staff.manager) });
    expect(read.json().response).toEqual({ thresholds: { EUR: 1000, USD: 1000, GBP: 1000, INR: 1000 } });
    expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(staff.finance) })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'PUT', url, headers: bearer(staff.finance), payload: { thresholds: { EUR: 1 } } })).statusCode).toBe(403);

    const bad = async (payload: Record<string, unknown>) => (await testApp.app.inject({ method: 'PUT', url, headers: bearer(staff.manager), payload })).json();
    expect(await bad({ thresholds: { EUR: -1 } })).toMatchObject({ code: 'VALIDATION', field: 'thresholds.EUR' });
    expect(await bad({ thresholds: { EUR: 1.001 } })).toMatchObject({ field: 'thresholds.EUR' });
    expect(await bad({ thresholds: { XYZ: 5 } })).toMatchObject({ code: 'VALIDATION' });
    expect(await bad({ thresholds: {} })).toMatchObject({ field: 'thresholds' });

    const saved = await testApp.app.inject({ method: 'PUT', url, headers: bearer(staff.manager), payload: { thresholds: { EUR: 50 } } });
    expect(saved.json().response).toEqual({ thresholds: { EUR: 50, USD: 1000, GBP: 1000, INR: 1000 } });
    expect(await auditCount('balance_approval.settings', 'balance.approvals')).toBe(1);
    const player = await fundedPlayer(testApp.app, 'four_eyes_threshold', 0);
    expect((await transfer(staff.admin, { userId: player.id, amount: 50.01, direction: 'credit' })).statusCode).toBe(202);
    expect((await transfer(staff.admin, { userId: player.id, amount: 50, direction: 'credit' })).statusCode).toBe(200);
    await testApp.app.inject({ method: 'PUT', url, headers: bearer(staff.admin), payload: { thresholds: { EUR: 1000 } } });
  });
});
