import { isTick, tickCount, tickToPrice } from './ladder';

/**
 * The matching engine of one selection: back and lay limit orders on the Betfair ladder, price-time
 * priority, partial fills, cancel and reduce of the unmatched part, lapse at in-play.
 *
 * Semantics. A backer wants the highest price, a layer the lowest. A back at tick t is matched by
 * resting lays at ticks >= t (best, i.e. highest, first); a lay at tick t by resting backs at
 * ticks <= t (lowest first). A trade executes at the resting (maker) order's price, so the taker
 * gets that price or better. Sizes are the backer's stake in cents on both sides (a lay of 10.00
 * at 3.0 accepts 10.00 of backers' stakes and risks 20.00). The book is never crossed: every
 * resting lay is priced strictly below every resting back (bestLayTick < bestBackTick).
 *
 * Layout. Orders live in slots of parallel typed arrays (a free list recycles them); each price
 * level of each side is an index-linked FIFO (head, tail, next, prev) with its volume and count,
 * in flat arrays indexed by `side * tickCount + tick`; one Map goes from order id to slot. Fills
 * of the last `place` are written to reusable buffers (`fillCount`, `fillMakerId(i)`, ...) and
 * copied out only on request (`fills()`). No clock, no randomness, no I/O, no float prices.
 */

export type ExchangeSide = 'back' | 'lay';
/** Betfair's persistence: 'lapse' (default) cancels the order when the market turns in-play. */
export type Persistence = 'lapse' | 'keep';

export type Fill = {
  readonly makerId: number;
  readonly takerId: number;
  readonly tick: number;
  readonly priceMilli: number;
  readonly sizeCents: number;
};

export type RestingOrder = {
  readonly id: number;
  readonly side: ExchangeSide;
  readonly tick: number;
  readonly remainingCents: number;
  readonly persistence: Persistence;
};

export type LevelView = { readonly tick: number; readonly priceMilli: number; readonly volumeCents: number; readonly orderCount: number };

/** An order taken off the book without matching (cancel, lapse). */
export type Removed = { readonly id: number; readonly sizeCents: number };

const back = 0;
const lay = 1;
const none = -1;
const capacityInitial = 1_024;

function assertOrderId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`order id must be a positive safe integer, got ${id}`);
}

function assertSizeCents(sizeCents: number, name: string): void {
  if (!Number.isSafeInteger(sizeCents) || sizeCents <= 0) throw new RangeError(`${name} must be a positive whole number of cents, got ${sizeCents}`);
}

export class ExchangeBook {
  // Order slots.
  private ids = new Float64Array(capacityInitial);
  private sides = new Uint8Array(capacityInitial);
  private ticks = new Int16Array(capacityInitial);
  private remaining = new Float64Array(capacityInitial);
  private keeps = new Uint8Array(capacityInitial);
  private next = new Int32Array(capacityInitial);
  private prev = new Int32Array(capacityInitial);
  private freeHead = none;
  private used = 0;
  private readonly slotOf = new Map<number, number>();

  // Price levels, index side * tickCount + tick.
  private readonly head = new Int32Array(2 * tickCount).fill(none);
  private readonly tail = new Int32Array(2 * tickCount).fill(none);
  private readonly volume = new Float64Array(2 * tickCount);
  private readonly count = new Int32Array(2 * tickCount);
  /** Lowest tick holding a resting back, `tickCount` when there is none. */
  private bestBack = tickCount;
  /** Highest tick holding a resting lay, -1 when there is none. */
  private bestLay = none;

  // Fills of the last place().
  private fillMakers = new Float64Array(64);
  private fillTicks = new Int16Array(64);
  private fillSizes = new Float64Array(64);
  private fillTaker = 0;
  /** Number of fills the last `place` produced. */
  fillCount = 0;

  /** Number of resting orders. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Tick of the best (lowest) resting back, or -1. */
  get bestBackTick(): number {
    return this.bestBack === tickCount ? none : this.bestBack;
  }

  /** Tick of the best (highest) resting lay, or -1. */
  get bestLayTick(): number {
    return this.bestLay;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  /**
   * Places a limit order: matches what it can against the other side (fills in the buffers,
   * `fillCount` of them), and rests the remainder at its tick. Returns the number of fills.
   * Throws on an invalid argument or an id already resting.
   */
  place(id: number, side: ExchangeSide, tick: number, sizeCents: number, persistence: Persistence = 'lapse'): number {
    assertOrderId(id);
    if (!isTick(tick)) throw new RangeError(`tick ${tick} is not on the ladder`);
    assertSizeCents(sizeCents, 'size');
    if (this.slotOf.has(id)) throw new RangeError(`order ${id} is already on the book`);
    this.fillCount = 0;
    this.fillTaker = id;
    const left = side === 'back' ? this.matchBack(tick, sizeCents) : this.matchLay(tick, sizeCents);
    if (left > 0) this.rest(id, side === 'back' ? back : lay, tick, left, persistence === 'keep' ? 1 : 0);
    return this.fillCount;
  }

  /** Cancels the unmatched part of an order; returns the size cancelled (0 for an unknown id). */
  cancel(id: number): number {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return 0;
    const size = this.remaining[slot] as number;
    this.remove(slot);
    return size;
  }

  /**
   * Reduces the unmatched part of an order by `byCents`, keeping its place in the queue; a
   * reduction to zero or below cancels it. Returns the size taken off (0 for an unknown id).
   */
  reduce(id: number, byCents: number): number {
    assertSizeCents(byCents, 'reduction');
    const slot = this.slotOf.get(id);
    if (slot === undefined) return 0;
    const size = this.remaining[slot] as number;
    if (byCents >= size) {
      this.remove(slot);
      return size;
    }
    this.remaining[slot] = size - byCents;
    const level = (this.sides[slot] as number) * tickCount + (this.ticks[slot] as number);
    this.volume[level] = (this.volume[level] as number) - byCents;
    return byCents;
  }

  /** The market turns in-play: every 'lapse' order leaves the book. Returned backs then lays, each in priority order. */
  lapseAll(): Removed[] {
    const lapsed: Removed[] = [];
    for (const slot of this.slotsInPriority()) {
      if (this.keeps[slot] === 1) continue;
      lapsed.push({ id: this.ids[slot] as number, sizeCents: this.remaining[slot] as number });
      this.remove(slot);
    }
    return lapsed;
  }

  order(id: number): RestingOrder | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.view(slot);
  }

  /** Every resting order: backs best (lowest) tick first, then lays best (highest) first, FIFO within a level. */
  restingOrders(): RestingOrder[] {
    return this.slotsInPriority().map((slot) => this.view(slot));
  }

  /** Up to `levels` best price levels of one side's resting orders (backs lowest first, lays highest first). */
  depth(side: ExchangeSide, levels: number): LevelView[] {
    const out: LevelView[] = [];
    const s = side === 'back' ? back : lay;
    for (let i = 0; i < tickCount && out.length < levels; i += 1) {
      const tick = s === back ? i : tickCount - 1 - i;
      const level = s * tickCount + tick;
      if (this.count[level] === 0) continue;
      out.push({ tick, priceMilli: tickToPrice(tick), volumeCents: this.volume[level] as number, orderCount: this.count[level] as number });
    }
    return out;
  }

  fillMakerId(i: number): number {
    return this.fillMakers[i] as number;
  }

  fillTick(i: number): number {
    return this.fillTicks[i] as number;
  }

  fillSizeCents(i: number): number {
    return this.fillSizes[i] as number;
  }

  /** The fills of the last `place`, copied out. */
  fills(): Fill[] {
    const out: Fill[] = [];
    for (let i = 0; i < this.fillCount; i += 1) {
      const tick = this.fillTicks[i] as number;
      out.push({ makerId: this.fillMakers[i] as number, takerId: this.fillTaker, tick, priceMilli: tickToPrice(tick), sizeCents: this.fillSizes[i] as number });
    }
    return out;
  }

  /** A back at `tick` takes resting lays from the highest tick down to `tick`. */
  private matchBack(tick: number, sizeCents: number): number {
    let left = sizeCents;
    while (left > 0 && this.bestLay >= tick) {
      left = this.takeLevel(lay * tickCount + this.bestLay, this.bestLay, left);
      if (this.head[lay * tickCount + this.bestLay] === none) this.bestLay = this.scanLayDown(this.bestLay - 1);
    }
    return left;
  }

  /** A lay at `tick` takes resting backs from the lowest tick up to `tick`. */
  private matchLay(tick: number, sizeCents: number): number {
    let left = sizeCents;
    while (left > 0 && this.bestBack <= tick) {
      left = this.takeLevel(back * tickCount + this.bestBack, this.bestBack, left);
      if (this.head[back * tickCount + this.bestBack] === none) this.bestBack = this.scanBackUp(this.bestBack + 1);
    }
    return left;
  }

  /** Fills from the head of one level's queue; returns what is left of the taker. */
  private takeLevel(level: number, tick: number, sizeCents: number): number {
    let left = sizeCents;
    let slot = this.head[level] as number;
    let taken = 0;
    let emptied = 0;
    while (slot !== none && left > 0) {
      const available = this.remaining[slot] as number;
      const size = available < left ? available : left;
      this.pushFill(this.ids[slot] as number, tick, size);
      left -= size;
      taken += size;
      if (size === available) {
        const after = this.next[slot] as number;
        this.slotOf.delete(this.ids[slot] as number);
        this.release(slot);
        emptied += 1;
        slot = after;
      } else {
        this.remaining[slot] = available - size;
      }
    }
    this.head[level] = slot;
    if (slot === none) this.tail[level] = none;
    else this.prev[slot] = none;
    this.volume[level] = (this.volume[level] as number) - taken;
    this.count[level] = (this.count[level] as number) - emptied;
    return left;
  }

  private pushFill(makerId: number, tick: number, sizeCents: number): void {
    const i = this.fillCount;
    if (i === this.fillMakers.length) {
      this.fillMakers = grow(this.fillMakers, new Float64Array(i * 2));
      this.fillTicks = grow(this.fillTicks, new Int16Array(i * 2));
      this.fillSizes = grow(this.fillSizes, new Float64Array(i * 2));
    }
    this.fillMakers[i] = makerId;
    this.fillTicks[i] = tick;
    this.fillSizes[i] = sizeCents;
    this.fillCount = i + 1;
  }

  private rest(id: number, side: number, tick: number, sizeCents: number, keep: number): void {
    const slot = this.allocate();
    this.ids[slot] = id;
    this.sides[slot] = side;
    this.ticks[slot] = tick;
    this.remaining[slot] = sizeCents;
    this.keeps[slot] = keep;
    const level = side * tickCount + tick;
    const last = this.tail[level] as number;
    this.prev[slot] = last;
    this.next[slot] = none;
    if (last === none) this.head[level] = slot;
    else this.next[last] = slot;
    this.tail[level] = slot;
    this.volume[level] = (this.volume[level] as number) + sizeCents;
    this.count[level] = (this.count[level] as number) + 1;
    this.slotOf.set(id, slot);
    if (side === back) {
      if (tick < this.bestBack) this.bestBack = tick;
    } else if (tick > this.bestLay) {
      this.bestLay = tick;
    }
  }

  /** Unlinks a resting order from its level and the id map. */
  private remove(slot: number): void {
    const side = this.sides[slot] as number;
    const tick = this.ticks[slot] as number;
    const level = side * tickCount + tick;
    const before = this.prev[slot] as number;
    const after = this.next[slot] as number;
    if (before === none) this.head[level] = after;
    else this.next[before] = after;
    if (after === none) this.tail[level] = before;
    else this.prev[after] = before;
    this.volume[level] = (this.volume[level] as number) - (this.remaining[slot] as number);
    this.count[level] = (this.count[level] as number) - 1;
    this.slotOf.delete(this.ids[slot] as number);
    this.release(slot);
    if (this.head[level] !== none) return;
    if (side === back && tick === this.bestBack) this.bestBack = this.scanBackUp(tick + 1);
    if (side === lay && tick === this.bestLay) this.bestLay = this.scanLayDown(tick - 1);
  }

  private scanBackUp(from: number): number {
    let tick = from;
    while (tick < tickCount && this.head[tick] === none) tick += 1;
    return tick;
  }

  private scanLayDown(from: number): number {
    let tick = from;
    while (tick >= 0 && this.head[tickCount + tick] === none) tick -= 1;
    return tick;
  }

  private allocate(): number {
    if (this.freeHead !== none) {
      const slot = this.freeHead;
      this.freeHead = this.next[slot] as number;
      return slot;
    }
    if (this.used === this.ids.length) this.growSlots();
    const slot = this.used;
    this.used += 1;
    return slot;
  }

  private release(slot: number): void {
    this.next[slot] = this.freeHead;
    this.freeHead = slot;
  }

  private growSlots(): void {
    const capacity = this.ids.length * 2;
    this.ids = grow(this.ids, new Float64Array(capacity));
    this.sides = grow(this.sides, new Uint8Array(capacity));
    this.ticks = grow(this.ticks, new Int16Array(capacity));
    this.remaining = grow(this.remaining, new Float64Array(capacity));
    this.keeps = grow(this.keeps, new Uint8Array(capacity));
    this.next = grow(this.next, new Int32Array(capacity));
    this.prev = grow(this.prev, new Int32Array(capacity));
  }

  private slotsInPriority(): number[] {
    const slots: number[] = [];
    for (let tick = 0; tick < tickCount; tick += 1) this.collect(back * tickCount + tick, slots);
    for (let tick = tickCount - 1; tick >= 0; tick -= 1) this.collect(lay * tickCount + tick, slots);
    return slots;
  }

  private collect(level: number, into: number[]): void {
    for (let slot = this.head[level] as number; slot !== none; slot = this.next[slot] as number) into.push(slot);
  }

  private view(slot: number): RestingOrder {
    return {
      id: this.ids[slot] as number,
      side: this.sides[slot] === back ? 'back' : 'lay',
      tick: this.ticks[slot] as number,
      remainingCents: this.remaining[slot] as number,
      persistence: this.keeps[slot] === 1 ? 'keep' : 'lapse',
    };
  }
}

function grow<T extends Float64Array | Int32Array | Int16Array | Uint8Array>(from: T, to: T): T {
  to.set(from as never);
  return to;
}
