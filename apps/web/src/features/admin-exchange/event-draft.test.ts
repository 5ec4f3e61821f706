import { describe, expect, it } from 'vitest';
import { manualRequestOf, newMarket, newRunner, type EventDraft } from './event-draft';

const draft = (overrides: Partial<EventDraft> = {}): EventDraft => ({
  name: 'Lions v Tigers',
  sportId: '1',
  startsAt: '2026-12-01T18:00',
  markets: [{ ...newMarket('Match odds'), runners: [newRunner('Lions'), newRunner('Tigers')] }],
  ...overrides,
});

describe('manual exchange event draft', () => {
  it('builds the contract body with trimmed names and the start as an instant', () => {
    const { body } = manualRequestOf(draft({ name: '  Lions v Tigers ' }));
    expect(body).toEqual({ source: 'manual', name: 'Lions v Tigers', sportId: 1, startsAt: new Date('2026-12-01T18:00').toISOString(), markets: [{ name: 'Match odds', runners: ['Lions', 'Tigers'] }] });
  });

  it('names each field with a problem: repeated runners (any case), short names, a missing start', () => {
    const market = { ...newMarket('M'), runners: [newRunner('Lions'), newRunner('lions')] };
    const { errors } = manualRequestOf(draft({ startsAt: '', markets: [market] }));
    expect(errors).toEqual({
      startsAt: 'adminExchange.create.errors.startRequired',
      'markets.0.name': 'adminExchange.create.errors.nameLength',
      'markets.0.runners.1': 'adminExchange.create.errors.runnersDistinct',
    });
  });

  it('asks for a market and for 2 runners in each', () => {
    expect(manualRequestOf(draft({ markets: [] })).errors).toEqual({ markets: 'adminExchange.create.errors.marketsMin' });
    const lone = { ...newMarket('Winner'), runners: [newRunner('Lions')] };
    expect(manualRequestOf(draft({ markets: [lone] })).errors).toEqual({ 'markets.0.runners': 'adminExchange.create.errors.runnersMin' });
  });
});
