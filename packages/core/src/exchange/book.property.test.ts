import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExchangeBook } from './book';
import type { ExchangeSide, Persistence, RestingOrder } from './book';
import { ReferenceBook } from './reference-book';

type Command =
  | { kind: 'place'; side: ExchangeSide; tick: number; sizeCents: number; persistence: Persistence }
  | { kind: 'cancel'; pick: number }
  | { kind: 'reduce'; pick: number; byCents: number }
  | { kind: 'lapse' };

/** Ticks in a narrow window (and the ladder's two ends) so that orders cross often. */
const tickArb = fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 148, max: 156 }) }, { weight: 1, arbitrary: fc.constantFrom(0, 349) });

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      side: fc.constantFrom<ExchangeSide>('back', 'lay'),
      tick: tickArb,
      sizeCents: fc.integer({ min: 1, max: 60 }),
      persistence: fc.constantFrom<Persistence>('lapse', 'lapse', 'keep'),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reduce' as const), pick: fc.nat(), byCents: fc.integer({ min: 1, max: 70 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'lapse' as const }) },
);

/** Book never crossed; each level's volume and count are those of its orders; the id lookup agrees. */
function assertInvariants(book: ExchangeBook, resting: readonly RestingOrder[]): void {
  const backs = resting.filter((order) => order.side === 'back');
  const lays = resting.filter((order) => order.side === 'lay');
  const bestBack = backs.length ? Math.min(...backs.map((order) => order.tick)) : -1;
  const bestLay = lays.length ? Math.max(...lays.map((order) => order.tick)) : -1;
  expect(book.bestBackTick).toBe(bestBack);
  expect(book.bestLayTick).toBe(bestLay);
  if (bestBack >= 0 && bestLay >= 0) expect(bestLay).toBeLessThan(bestBack);
  expect(book.size).toBe(resting.length);
  for (const side of ['back', 'lay'] as const) {
    const expected = new Map<number, { volumeCents: number; orderCount: number }>();
    for (const order of resting.filter((o) => o.side === side)) {
      const level = expected.get(order.tick) ?? { volumeCents: 0, orderCount: 0 };
      expected.set(order.tick, { volumeCents: level.volumeCents + order.remainingCents, orderCount: level.orderCount + 1 });
    }
    const levels = book.depth(side, 350);
    expect(levels.map(({ tick, volumeCents, orderCount }) => [tick, { volumeCents, orderCount }])).toEqual([...expected.entries()]);
  }
  for (const order of resting) {
    expect(order.remainingCents).toBeGreaterThan(0);
    expect(book.order(order.id)).toEqual(order);
  }
}

function run(commands: readonly Command[]): void {
  const fast = new ExchangeBook();
  const reference = new ReferenceBook();
  const placed: number[] = [];
  for (const command of commands) {
    if (command.kind === 'place') {
      const id = placed.length + 1;
      placed.push(id);
      const count = fast.place(id, command.side, command.tick, command.sizeCents, command.persistence);
      const expected = reference.place(id, command.side, command.tick, command.sizeCents, command.persistence);
      expect(count).toBe(expected.length);
      expect(fast.fills()).toEqual(expected);
    } else if (command.kind === 'cancel') {
      // Now and then an id that was never placed.
      const id = placed.length === 0 || command.pick % 7 === 0 ? 1_000_000 + command.pick : (placed[command.pick % placed.length] as number);
      expect(fast.cancel(id)).toBe(reference.cancel(id));
    } else if (command.kind === 'reduce') {
      const id = placed.length === 0 ? 1 : (placed[command.pick % placed.length] as number);
      expect(fast.reduce(id, command.byCents)).toBe(reference.reduce(id, command.byCents));
    } else {
      expect(fast.lapseAll()).toEqual(reference.lapseAll());
    }
    const resting = reference.restingOrders();
    expect(fast.restingOrders()).toEqual(resting);
    assertInvariants(fast, resting);
  }
}

describe('ExchangeBook against the reference book', () => {
  it('agrees after every step of random place / cancel / reduce / lapse sequences', () => {
    fc.assert(fc.property(fc.array(commandArb, { maxLength: 120 }), (commands) => run(commands)), { numRuns: 300 });
  });

  it('agrees when the slot arrays and the fill buffer grow: 3,000 resting orders, then one sweep', () => {
    const commands: Command[] = [];
    for (let i = 0; i < 3_000; i += 1) commands.push({ kind: 'place', side: 'lay', tick: i % 100, sizeCents: 1 + (i % 7), persistence: i % 3 === 0 ? 'keep' : 'lapse' });
    commands.push({ kind: 'place', side: 'back', tick: 0, sizeCents: 9_000, persistence: 'lapse' }, { kind: 'lapse' });
    const fast = new ExchangeBook();
    const reference = new ReferenceBook();
    commands.forEach((command, index) => {
      if (command.kind !== 'place') return;
      expect(fast.place(index + 1, command.side, command.tick, command.sizeCents, command.persistence)).toBe(
        reference.place(index + 1, command.side, command.tick, command.sizeCents, command.persistence).length,
      );
    });
    expect(fast.fillCount).toBeGreaterThan(2_000);
    expect(fast.restingOrders()).toEqual(reference.restingOrders());
    expect(fast.lapseAll()).toEqual(reference.lapseAll());
    assertInvariants(fast, reference.restingOrders());
  });
});
