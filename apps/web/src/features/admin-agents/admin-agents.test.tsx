import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAgent } from '@oddsmith/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch, type FetchCall } from '../../test/fake-fetch';
import { renderRoutes, renderWithProviders, signedInAs } from '../../test/render';
import { AgentCashForm } from './components/agent-cash-form';
import { AgentDetailScreen, MyFloatScreen } from './components/agent-screens';
import { AgentsScreen } from './components/agents-screen';

const agent = (overrides: Partial<AdminAgent> = {}): AdminAgent => ({
  id: '0b5f3c1e-0000-4000-8000-000000000001',
  username: 'desk_one',
  email: 'desk_one@example.com',
  status: 'active',
  currency: 'EUR',
  float: 250,
  playersCount: 3,
  createdAt: '2026-03-01T10:00:00Z',
  lastLoginAt: null,
  ...overrides,
});
const page = <T,>(list: T[]) => jsonResponse(200, envelope({ list, total: list.length, perPage: 20, currentPage: 1 }));
const posts = (calls: FetchCall[], path: string) => calls.filter((call) => call.init.method === 'POST' && call.url.includes(path));
const bodyOf = (call: FetchCall | undefined) => JSON.parse(String(call?.init.body)) as Record<string, unknown>;

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
  vi.restoreAllMocks();
});

describe('cash agents list (staff)', () => {
  it('lists agents with float and players; create shows each refusal under its field', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/agents': [page([agent()])],
      'POST /api/admin/agents': [jsonResponse(409, errorBody('username: this username is taken.', 'USERNAME_TAKEN', 'username')), jsonResponse(201, envelope({ agent: agent({ id: 'new', username: 'desk_two' }) }))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/caff/admin/agents', element: <AgentsScreen /> }], '/caff/admin/agents', signedInAs('manager'));
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Cash agents' });
    const row = (await within(table).findByText('desk_one')).closest('tr') as HTMLElement;
    expect(within(row).getByText('250.00 EUR')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New cash agent' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create agent' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    expect(posts(calls, '/api/admin/agents')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Username/), 'desk_two');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'desk_two@example.com');
    await user.type(within(dialog).getByLabelText(/First password/), 'AgentPass1234');
    await user.click(within(dialog).getByRole('button', { name: 'Create agent' }));
    expect(await within(dialog).findByText('username: this username is taken.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create agent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(posts(calls, '/api/admin/agents')[1])).toEqual({ username: 'desk_two', email: 'desk_two@example.com', password: 'AgentPass1234' });
  });

  it('funds the float through transfer-balance with a reason and one requestId per attempt; a refusal shows under the amount', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/agents': [page([agent()])],
      'POST /api/admin/transfer-balance': [
        jsonResponse(409, errorBody("amount: above the cash agent's float.", 'LEDGER_INSUFFICIENT_FUNDS', 'amount')),
        jsonResponse(200, envelope({ transferId: 't1', userId: agent().id, balance: 150, agentBalance: 150 })),
      ],
    });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/caff/admin/agents', element: <AgentsScreen /> }], '/caff/admin/agents', signedInAs('finance'));
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Cash agents' });
    await user.click(await within(table).findByRole('button', { name: 'Fund or defund: desk_one' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Float now: 250.00 EUR')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Defund the float'));
    await user.type(within(dialog).getByLabelText(/Amount/), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Defund' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'cash back to the agent');
    await user.click(within(dialog).getByRole('button', { name: 'Defund' }));
    expect(await within(dialog).findByText("amount: above the cash agent's float.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Defund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [refused, done] = posts(calls, '/api/admin/transfer-balance').map(bodyOf);
    expect(done).toMatchObject({ userId: agent().id, amount: '100', direction: 'debit', note: 'cash back to the agent' });
    expect(done?.requestId).not.toEqual(refused?.requestId);
  });
});

describe("a cash agent's own screens", () => {
  const me = agent({ id: 'id-agent', username: 'agent', float: 40 });

  it('credits their player from the float; a credit beyond the float shows under the amount', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/agents/id-agent': [jsonResponse(200, envelope({ agent: me }))],
      'POST /api/admin/transfer-balance': [
        jsonResponse(409, errorBody('amount: above your float; fund it first or credit less.', 'LEDGER_INSUFFICIENT_FUNDS', 'amount')),
        jsonResponse(200, envelope({ transferId: 't2', userId: 'p1', balance: 25, agentBalance: 15 })),
      ],
    });
    configureApiClient({ fetchImpl: fetch });
    const onDone = vi.fn();
    renderWithProviders(<AgentCashForm player={{ id: 'p1', username: 'walkin', balance: 0, currency: 'EUR' }} onDone={onDone} />, signedInAs('agent'));
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Cash with this player' });
    expect(await within(form).findByText('40.00 EUR')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Amount/), '50');
    await user.type(within(form).getByLabelText(/Reason/), 'cash at the counter');
    await user.click(within(form).getByRole('button', { name: 'Credit from my float' }));
    expect(await within(form).findByText('amount: above your float; fund it first or credit less.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await user.clear(within(form).getByLabelText(/Amount/));
    await user.type(within(form).getByLabelText(/Amount/), '25');
    await user.click(within(form).getByRole('button', { name: 'Credit from my float' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(bodyOf(posts(calls, '/api/admin/transfer-balance')[1])).toMatchObject({ userId: 'p1', amount: '25', direction: 'credit', note: 'cash at the counter' });
  });

  it('shows the agent their float, players and float history; staff on /my-float go to the agents list', async () => {
    const { fetch } = routedFetch({
      'GET /api/admin/agents/id-agent': [jsonResponse(200, envelope({ agent: me }))],
      'GET /api/admin/agents/id-agent/players': [page([{ id: 'p1', username: 'walkin', email: 'w@example.com', status: 'active', currency: 'EUR', balance: 12.5, createdAt: '2026-03-02T10:00:00Z', lastLoginAt: null }])],
      'GET /api/admin/agents/id-agent/float-history': [page([{ id: 'f1', createdAt: '2026-03-02T10:00:00Z', code: 'agent_funding', amount: 40, currency: 'EUR', counterparty: null, note: 'paid in', createdBy: 'finance' }])],
      'GET /api/admin/agents': [page([])],
    });
    configureApiClient({ fetchImpl: fetch });
    const routes = [
      { path: '/caff/admin/my-float', element: <MyFloatScreen /> },
      { path: '/caff/admin/agents', element: <p>agents list</p> },
      { path: '/caff/admin/agents/:agentId', element: <AgentDetailScreen /> },
    ];
    renderRoutes(routes, '/caff/admin/my-float', signedInAs('agent'));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'My float' })).toBeInTheDocument();
    expect(await screen.findByText('40.00 EUR')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Block agent/ })).toBeNull();
    expect(await within(await screen.findByRole('table', { name: 'Players' })).findByRole('link', { name: 'walkin' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Float history' }));
    const history = await screen.findByRole('table', { name: 'Float history' });
    expect(await within(history).findByText('Agent funding')).toBeInTheDocument();
    expect(within(history).getByText('+40.00 EUR')).toBeInTheDocument();

    renderRoutes(routes, '/caff/admin/my-float', signedInAs('manager'));
    expect(await screen.findByText('agents list')).toBeInTheDocument();
  });
});
