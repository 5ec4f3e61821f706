import { describe, expect, it } from 'vitest';
import { ExchangeBook } from './book';
import { priceToTick } from './ladder';

const t = (priceMilli: number): number => priceToTick(priceMilli);

describe('ExchangeBook', () => {
  it('matches a back against resting lays at or above its price, best (highest) first, at the maker price', () => {
    const book = new ExchangeBook();
    book.place(1, 'lay', t(2_000), 500);
    book.place(2, 'lay', t(2_100), 300);
    book.place(3, 'lay', t(1_900), 900);
    expect(book.place(4, 'back', t(2_000), 1_000)).toBe(2);
    expect(book.fills()).toEqual([
      { makerId: 2, takerId: 4, tick: t(2_100), priceMilli: 2_100, sizeCents: 300 },
      { makerId: 1, takerId: 4, tick: t(2_000), priceMilli: 2_000, sizeCents: 500 },
    ]);
    // The unmatched 2.00 of the back rests at 2.0; the lay at 1.9 is below it and stays.
    expect(book.order(4)).toEqual({ id: 4, side: 'back', tick: t(2_000), remainingCents: 200, persistence: 'lapse' });
    expect(book.bestLayTick).toBe(t(1_900));
    expect(book.bestBackTick).toBe(t(2_000));
  });

  it('matches a lay against resting backs at or below its price, lowest first, oldest first within a price', () => {
    const book = new ExchangeBook();
    book.place(1, 'back', t(3_000), 200);
    book.place(2, 'back', t(2_900), 100);
    book.place(3, 'back', t(2_900), 100);
    book.place(4, 'back', t(3_050), 100);
    expect(book.place(5, 'lay', t(3_000), 350)).toBe(3);
    expect(book.fills().map((fill) => [fill.makerId, fill.priceMilli, fill.sizeCents])).toEqual([
      [2, 2_900, 100],
      [3, 2_900, 100],
      [1, 3_000, 150],
    ]);
    expect(book.has(5)).toBe(false);
    expect(book.order(1)?.remainingCents).toBe(50);
    expect(book.depth('back', 3)).toEqual([
      { tick: t(3_000), priceMilli: 3_000, volumeCents: 50, orderCount: 1 },
      { tick: t(3_050), priceMilli: 3_050, volumeCents: 100, orderCount: 1 },
    ]);
  });

  it('does not match a back priced above every lay', () => {
    const book = new ExchangeBook();
    book.place(1, 'lay', t(2_000), 100);
    expect(book.place(2, 'back', t(2_020), 100)).toBe(0);
    expect(book.fills()).toEqual([]);
    expect(book.size).toBe(2);
  });

  it('reduces keeping the queue position, cancels, and reports 0 for unknown ids', () => {
    const book = new ExchangeBook();
    book.place(1, 'back', t(5_000), 400);
    book.place(2, 'back', t(5_000), 400);
    expect(book.reduce(1, 300)).toBe(300);
    book.place(3, 'lay', t(5_000), 150);
    expect(book.fills().map((fill) => [fill.makerId, fill.sizeCents])).toEqual([
      [1, 100],
      [2, 50],
    ]);
    expect(book.reduce(2, 1_000)).toBe(350);
    expect(book.has(2)).toBe(false);
    expect(book.cancel(2)).toBe(0);
    expect(book.reduce(99, 1)).toBe(0);
    expect(book.size).toBe(0);
    expect(book.bestBackTick).toBe(-1);
  });

  it('lapses only the lapse orders at in-play', () => {
    const book = new ExchangeBook();
    book.place(1, 'back', t(4_000), 100, 'keep');
    book.place(2, 'back', t(4_000), 200);
    book.place(3, 'lay', t(3_000), 300);
    expect(book.lapseAll()).toEqual([
      { id: 2, sizeCents: 200 },
      { id: 3, sizeCents: 300 },
    ]);
    expect(book.restingOrders().map((order) => order.id)).toEqual([1]);
    expect(book.bestLayTick).toBe(-1);
  });

  it('rejects bad arguments without changing the book', () => {
    const book = new ExchangeBook();
    book.place(1, 'back', 10, 100);
    expect(() => book.place(1, 'lay', 5, 100)).toThrow(RangeError);
    expect(() => book.place(2, 'lay', 350, 100)).toThrow(RangeError);
    expect(() => book.place(2, 'lay', 5, 0)).toThrow(RangeError);
    expect(() => book.place(2, 'lay', 5, 1.5)).toThrow(RangeError);
    expect(() => book.place(0, 'lay', 5, 100)).toThrow(RangeError);
    expect(() => book.reduce(1, 0)).toThrow(RangeError);
    expect(book.restingOrders()).toEqual([{ id: 1, side: 'back', tick: 10, remainingCents: 100, persistence: 'lapse' }]);
  });
});
