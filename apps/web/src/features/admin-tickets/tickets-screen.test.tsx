import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@oddsmith/core';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { AdminTicketsScreen } from './components/tickets-screen';
import { adminTicket, leg, ticketDetail } from './fixtures';

const list = (tickets: unknown[], total = tickets.length) => jsonResponse(200, envelope({ tickets, total, page: 1, pageSize: 25 }));

const staff = signedInAs;

function renderScreen(path = '/caff/admin/tickets', role: PublicUser['role'] = 'admin') {
  return renderRoutes([{ path: '/caff/admin/tickets', element: <AdminTicketsScreen /> }], path, staff(role));
}

/** Opens ticket t1's drawer over `fetch`, presses `action` there and returns the modal it opens. */
async function openFromDrawer(fetch: typeof globalThis.fetch, action: string, modalName: string) {
  configureApiClient({ fetchImpl: fetch });
  renderScreen('/caff/admin/tickets?ticket=t1');
  const user = userEvent.setup();
  const drawer = await screen.findByRole('dialog', { name: 'Ticket t1' });
  await user.click(await within(drawer).findByRole('button', { name: action }));
  return { user, drawer, modal: await screen.findByRole('dialog', { name: modalName }) };
}

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

describe('staff tickets screen', () => {
  it('sends the URL filters and shows the rows with a link to the player', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/tickets': [list([adminTicket()], 1)] });
    configureApiClient({ fetchImpl: fetch });
    renderScreen('/caff/admin/tickets?status=open&betType=single&user=punt&from=2026-11-01');
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(await within(table).findByText('Arsenal')).toBeInTheDocument();
    const url = new URL(calls[0]!.url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'open',
      betType: 'single',
      user: 'punt',
      from: '2026-11-01T00:00:00.000Z',
      page: '1',
      pageSize: '25',
    });
    expect(within(table).getByRole('link', { name: 'punter7' })).toHaveAttribute('href', '/caff/admin/users/u7');
    expect(within(table).getByText('10.00 EUR')).toBeInTheDocument();
    expect(within(table).getByText('Open')).toBeInTheDocument();
  });

  it('shows the bet type badge whole: a narrow column never cuts it to "SIN…"', async () => {
    const { fetch } = routedFetch({ 'GET /api/admin/tickets': [list([adminTicket()], 1)] });
    configureApiClient({ fetchImpl: fetch });
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Tickets' });
    const label = await within(table).findByText('Single');
    expect(label).toHaveStyle({ textOverflow: 'clip', overflow: 'visible' });
    expect(label.closest('.mantine-Badge-root')).toHaveStyle({ flexShrink: '0', overflow: 'visible' });
  });

  it('says so when no ticket matches', async () => {
    const { fetch } = routedFetch({ 'GET /api/admin/tickets': [list([])] });
    configureApiClient({ fetchImpl: fetch });
    renderScreen('/caff/admin/tickets?status=won');
    expect(await screen.findByText('No ticket matches these filters.')).toBeInTheDocument();
  });

  it('shows the server message when the list fails, and retries', async () => {
    const { fetch, calls } = routedFetch({
      'GET /api/admin/tickets': [jsonResponse(500, errorBody('Database is down')), list([adminTicket()])],
    });
    configureApiClient({ fetchImpl: fetch });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Tickets' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('voids a ticket only with a reason, posts it and refreshes the row', async () => {
    const voided = adminTicket({ status: 'void', settledReturn: 10, settlementSeq: 1, settleReason: 'Palpable error' });
    const { fetch, calls } = routedFetch({
      'GET /api/admin/tickets': [list([adminTicket()]), list([voided])],
      'GET /api/admin/tickets/t1': [
        jsonResponse(200, envelope(ticketDetail())),
        jsonResponse(200, envelope({ ...ticketDetail(voided), audit: [{ action: 'ticket.void', actor: 'risk1', reason: 'Palpable error', at: '2026-11-20T11:00:00Z' }] })),
      ],
      'POST /api/admin/tickets/t1/void': [jsonResponse(200, envelope(ticketDetail(voided)))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Arsenal', { selector: 'table p' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ticket t1' });
    expect(await within(drawer).findByText('bet_placed')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Void' }));
    const modal = await screen.findByRole('dialog', { name: 'Void this ticket?' });
    await user.click(within(modal).getByRole('button', { name: 'Void ticket' }));
    expect(await within(modal).findByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
    await user.type(within(modal).getByRole('textbox', { name: /Reason/ }), 'Palpable error');
    await user.click(within(modal).getByRole('button', { name: 'Void ticket' }));
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/admin/tickets/t1/void'))).toHaveLength(1));
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ reason: 'Palpable error' });
    expect(await within(drawer).findByText('Voided')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Palpable error')).toHaveLength(2);
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/api/admin/tickets?'))).toHaveLength(2));
  });

  it('shows the server refusal of a void in the modal', async () => {
    const { fetch } = routedFetch({
      'GET /api/admin/tickets': [list([adminTicket({ status: 'won', settledReturn: 25 })])],
      'GET /api/admin/tickets/t1': [jsonResponse(200, envelope(ticketDetail(adminTicket({ status: 'won', settledReturn: 25 }))))],
      'POST /api/admin/tickets/t1/void': [jsonResponse(409, errorBody('The player cannot cover the reversal', 'LEDGER_INSUFFICIENT_FUNDS'))],
    });
    const { user, modal } = await openFromDrawer(fetch, 'Void', 'Void this ticket?');
    expect(within(modal).getByText('The payout of 25.00 EUR already paid is taken back.')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: /Reason/ }), 'Late bet');
    await user.click(within(modal).getByRole('button', { name: 'Void ticket' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('The player cannot cover the reversal');
  });

  it('settles by hand with a dead heat after a confirmation showing the new return', async () => {
    const multi = adminTicket({
      betType: 'multi',
      stake: 10,
      potentialReturn: 90,
      legs: [leg({ odds: 2 }), leg({ optionId: 's2', selectionName: 'Draw', odds: 1.5 }), leg({ optionId: 's3', selectionName: 'Chelsea', odds: 3 })],
    });
    const settled = adminTicket({ ...multi, status: 'won', settledReturn: 30, settlementSeq: 1 });
    const { fetch, calls } = routedFetch({
      'GET /api/admin/tickets': [list([multi]), list([settled])],
      'GET /api/admin/tickets/t1': [jsonResponse(200, envelope(ticketDetail(multi))), jsonResponse(200, envelope(ticketDetail(settled)))],
      'POST /api/admin/tickets/t1/settle': [jsonResponse(200, envelope(ticketDetail(settled)))],
    });
    const { user, drawer, modal } = await openFromDrawer(fetch, 'Settle by hand', 'Settle by hand');
    expect(within(modal).getByText('Choose an outcome for leg 1.')).toBeInTheDocument();
    const outcome = (index: number) => within(within(modal).getByRole('radiogroup', { name: `Outcome of leg ${index}` }));
    await user.click(outcome(1).getByRole('radio', { name: 'Won' }));
    await user.click(outcome(2).getByRole('radio', { name: 'Void' }));
    await user.click(outcome(3).getByRole('radio', { name: 'Dead heat' }));
    expect(within(modal).getByText('New result: Won, returns 30.00 EUR')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: /Reason/ }), 'Photo finish');
    await user.click(within(modal).getByRole('button', { name: 'Review' }));
    await user.click(within(modal).getByRole('button', { name: 'Confirm: pay 30.00 EUR' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      legs: [
        { legIndex: 0, outcome: 'won' },
        { legIndex: 1, outcome: 'void' },
        { legIndex: 2, outcome: 'dead_heat', deadHeatCount: 2 },
      ],
      reason: 'Photo finish',
    });
    // The settlement refreshes the open ticket and the list.
    expect(await within(drawer).findByText('30.00 EUR')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/api/admin/tickets?'))).toHaveLength(2));
    expect(calls.filter((call) => call.url.endsWith('/api/admin/tickets/t1'))).toHaveLength(2);
  });

  it('hides void and settle from support staff', async () => {
    const { fetch } = routedFetch({
      'GET /api/admin/tickets': [list([adminTicket()])],
      'GET /api/admin/tickets/t1': [jsonResponse(200, envelope(ticketDetail()))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderScreen('/caff/admin/tickets?ticket=t1', 'support');
    const drawer = await screen.findByRole('dialog', { name: 'Ticket t1' });
    expect(await within(drawer).findByText('bet_placed')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Void' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Settle by hand' })).toBeNull();
  });
});
