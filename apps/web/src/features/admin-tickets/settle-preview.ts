import {
  deadHeatTiedCountMax,
  oddsToMilli,
  parseAmount,
  settleTicket,
  type AdminSettleTicketRequest,
  type ApiAdminTicket,
  type Cents,
  type LegOutcome,
} from '@oddsmith/core';

export const manualLegOutcomes = ['won', 'lost', 'void', 'dead_heat'] as const;
export type ManualLegOutcome = (typeof manualLegOutcomes)[number];

/** One leg's choice in the settle form: the tied count is text as typed. */
export type LegDraft = { outcome: ManualLegOutcome | null; deadHeatCount: string };

export type SettleDraftError = 'outcomeMissing' | 'deadHeatCount';

export type SettlePreview =
  | { ok: true; outcome: 'won' | 'lost' | 'void'; returnCents: Cents; body: AdminSettleTicketRequest['legs'] }
  | { ok: false; error: SettleDraftError; legIndex: number };

/** The form's starting point: a settled leg keeps its result, an open leg has none yet. */
export function initialLegDrafts(ticket: ApiAdminTicket): LegDraft[] {
  return ticket.legs.map((leg) => ({
    outcome: leg.status === 'open' ? null : leg.status,
    deadHeatCount: leg.status === 'dead_heat' ? '2' : '',
  }));
}

function tiedCountOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 2 && count <= deadHeatTiedCountMax ? count : null;
}

/**
 * What the server would pay for these outcomes, from core's settleTicket (the same rule the
 * server applies), and the request's `legs`. The server computes again; this is the preview.
 */
export function previewSettlement(ticket: ApiAdminTicket, drafts: readonly LegDraft[]): SettlePreview {
  const stake = parseAmount(ticket.stake);
  if (!stake.ok) throw new Error(`ticket ${ticket.id} has an unreadable stake`);
  const outcomes: LegOutcome[] = [];
  const body: AdminSettleTicketRequest['legs'] = [];
  for (const [legIndex, draft] of drafts.entries()) {
    if (draft.outcome === null) return { ok: false, error: 'outcomeMissing', legIndex };
    if (draft.outcome === 'dead_heat') {
      const tiedCount = tiedCountOf(draft.deadHeatCount);
      if (tiedCount === null) return { ok: false, error: 'deadHeatCount', legIndex };
      outcomes.push({ kind: 'dead_heat', tiedCount });
      body.push({ legIndex, outcome: 'dead_heat', deadHeatCount: tiedCount });
    } else {
      outcomes.push({ kind: draft.outcome });
      body.push({ legIndex, outcome: draft.outcome });
    }
  }
  const result = settleTicket({
    betType: ticket.betType,
    stakeCents: stake.cents,
    legs: ticket.legs.map((leg, index) => ({ oddsMilli: oddsToMilli(leg.odds), outcome: outcomes[index]! })),
  });
  if (result.status !== 'settled') throw new Error('every leg has an outcome, so the ticket must settle');
  return { ok: true, outcome: result.outcome, returnCents: result.returnCents, body };
}

/** Statuses staff may void: anything placed and not already void, rejected or cashed out. */
export function canVoidTicket(ticket: ApiAdminTicket): boolean {
  return ticket.status === 'accepted' || ticket.status === 'won' || ticket.status === 'lost';
}

/** Open tickets are settled by hand; settled ones (void included) resettled. */
export function settleModeOf(ticket: ApiAdminTicket): 'settle' | 'resettle' | null {
  if (ticket.status === 'accepted') return 'settle';
  if (ticket.status === 'won' || ticket.status === 'lost' || ticket.status === 'void') return 'resettle';
  return null;
}
