import { tickToPrice } from './ladder';
import type { ExchangeSide, Fill, Persistence, Removed, RestingOrder } from './book';

type Entry = { id: number; side: ExchangeSide; tick: number; remainingCents: number; persistence: Persistence; seq: number };

/**
 * The obviously correct book that `ExchangeBook` is checked against (property tests, bench): one
 * plain array of resting orders, sorted into priority order whenever it is read. Slow on purpose.
 */
export class ReferenceBook {
  private entries: Entry[] = [];
  private seq = 0;

  place(id: number, side: ExchangeSide, tick: number, sizeCents: number, persistence: Persistence = 'lapse'): Fill[] {
    if (this.entries.some((entry) => entry.id === id)) throw new RangeError(`order ${id} is already on the book`);
    // A back takes lays priced at or above its price, highest first; a lay takes backs at or below, lowest first.
    const makers = this.sorted(side === 'back' ? 'lay' : 'back').filter((entry) => (side === 'back' ? entry.tick >= tick : entry.tick <= tick));
    const fills: Fill[] = [];
    let left = sizeCents;
    for (const maker of makers) {
      if (left === 0) break;
      const size = Math.min(left, maker.remainingCents);
      fills.push({ makerId: maker.id, takerId: id, tick: maker.tick, priceMilli: tickToPrice(maker.tick), sizeCents: size });
      maker.remainingCents -= size;
      left -= size;
    }
    this.entries = this.entries.filter((entry) => entry.remainingCents > 0);
    if (left > 0) this.entries.push({ id, side, tick, remainingCents: left, persistence, seq: this.seq++ });
    return fills;
  }

  cancel(id: number): number {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry) return 0;
    this.entries = this.entries.filter((e) => e !== entry);
    return entry.remainingCents;
  }

  reduce(id: number, byCents: number): number {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry) return 0;
    if (byCents >= entry.remainingCents) return this.cancel(id);
    entry.remainingCents -= byCents;
    return byCents;
  }

  lapseAll(): Removed[] {
    const lapsed = this.restingOrders().filter((order) => order.persistence === 'lapse');
    this.entries = this.entries.filter((entry) => entry.persistence === 'keep');
    return lapsed.map((order) => ({ id: order.id, sizeCents: order.remainingCents }));
  }

  restingOrders(): RestingOrder[] {
    return [...this.sorted('back'), ...this.sorted('lay')].map(({ id, side, tick, remainingCents, persistence }) => ({ id, side, tick, remainingCents, persistence }));
  }

  /** One side in priority order: best price first (backs lowest, lays highest), then oldest first. */
  private sorted(side: ExchangeSide): Entry[] {
    const sign = side === 'back' ? 1 : -1;
    return this.entries.filter((entry) => entry.side === side).sort((a, b) => sign * (a.tick - b.tick) || a.seq - b.seq);
  }
}
