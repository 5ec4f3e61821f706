import { describe, expect, it } from 'vitest';
import { adminTicket, leg } from './fixtures';
import { canVoidTicket, initialLegDrafts, previewSettlement, settleModeOf } from './settle-preview';

describe('previewSettlement', () => {
  it('pays a won single stake x odds and builds the request legs', () => {
    const preview = previewSettlement(adminTicket(), [{ outcome: 'won', deadHeatCount: '' }]);
    expect(preview).toEqual({ ok: true, outcome: 'won', returnCents: 2500, body: [{ legIndex: 0, outcome: 'won' }] });
  });

  it('divides a dead heat by the tied count and sends the count', () => {
    const preview = previewSettlement(adminTicket(), [{ outcome: 'dead_heat', deadHeatCount: '2' }]);
    expect(preview).toEqual({ ok: true, outcome: 'won', returnCents: 1250, body: [{ legIndex: 0, outcome: 'dead_heat', deadHeatCount: 2 }] });
  });

  it('counts a void leg of a multi as 1.00', () => {
    const ticket = adminTicket({
      betType: 'multi',
      legs: [leg({ odds: 2 }), leg({ optionId: 's2', odds: 1.5 }), leg({ optionId: 's3', odds: 3 })],
    });
    const preview = previewSettlement(ticket, [
      { outcome: 'won', deadHeatCount: '' },
      { outcome: 'void', deadHeatCount: '' },
      { outcome: 'won', deadHeatCount: '' },
    ]);
    expect(preview).toMatchObject({ ok: true, outcome: 'won', returnCents: 6000 });
  });

  it('refunds exactly the stake when every leg is void', () => {
    expect(previewSettlement(adminTicket(), [{ outcome: 'void', deadHeatCount: '' }])).toMatchObject({ ok: true, outcome: 'void', returnCents: 1000 });
  });

  it('names the first leg without an outcome or with a bad tied count', () => {
    const ticket = adminTicket({ betType: 'multi', legs: [leg(), leg({ optionId: 's2' }), leg({ optionId: 's3' })] });
    expect(previewSettlement(ticket, initialLegDrafts(ticket))).toEqual({ ok: false, error: 'outcomeMissing', legIndex: 0 });
    for (const count of ['1', '65', '2.5', '', 'x']) {
      expect(previewSettlement(adminTicket(), [{ outcome: 'dead_heat', deadHeatCount: count }])).toEqual({ ok: false, error: 'deadHeatCount', legIndex: 0 });
    }
  });

  it('starts a resettlement from the legs as they settled', () => {
    const ticket = adminTicket({ status: 'won', legs: [leg({ status: 'dead_heat' })] });
    expect(initialLegDrafts(ticket)).toEqual([{ outcome: 'dead_heat', deadHeatCount: '2' }]);
  });
});

describe('what staff may do with a ticket', () => {
  it('settles open tickets, resettles settled ones, never touches rejected, pending or cashed-out ones', () => {
    expect(settleModeOf(adminTicket())).toBe('settle');
    expect(settleModeOf(adminTicket({ status: 'lost' }))).toBe('resettle');
    expect(settleModeOf(adminTicket({ status: 'void' }))).toBe('resettle');
    for (const status of ['rejected', 'pending', 'cashed_out'] as const) {
      expect(settleModeOf(adminTicket({ status }))).toBeNull();
      expect(canVoidTicket(adminTicket({ status }))).toBe(false);
    }
    expect(canVoidTicket(adminTicket({ status: 'void' }))).toBe(false);
    expect(canVoidTicket(adminTicket({ status: 'won' }))).toBe(true);
  });
});
