import { describe, expect, it } from 'vitest';
import { GroupCommitClosedError, groupCommit } from './group-commit';

type Call = { kind: 'run' | 'alone'; key: string; items: number[] };

/** A group commit whose batches record themselves: negative items are refused alone, `failing` makes `run` throw. */
function recorder(options: { windowMs?: number; maxSize?: number; failing?: boolean } = {}) {
  const calls: Call[] = [];
  const commit = groupCommit<string, number, string>({
    windowMs: options.windowMs ?? 5,
    maxSize: options.maxSize ?? 10,
    run: async (key, items) => {
      calls.push({ kind: 'run', key, items: [...items] });
      await Promise.resolve();
      if (options.failing) throw new Error('batch failed');
      return items.map((item) => (item < 0 ? new Error(`refused ${item}`) : `${key}:${item}`));
    },
    alone: async (key, item) => {
      calls.push({ kind: 'alone', key, items: [item] });
      await Promise.resolve();
      if (item < 0) throw new Error(`refused ${item}`);
      return `${key}:${item} alone`;
    },
  });
  return { calls, commit };
}

describe('groupCommit', () => {
  it('runs the items of one key that arrive within the window as one batch, in arrival order, each with its own answer', async () => {
    const { calls, commit } = recorder();
    const answers = await Promise.allSettled([commit.submit('a', 1), commit.submit('a', -2), commit.submit('b', 3), commit.submit('a', 4)]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : (answer.reason as Error).message))).toEqual(['a:1', 'refused -2', 'b:3 alone', 'a:4']);
    expect(calls).toEqual([
      { kind: 'run', key: 'a', items: [1, -2, 4] },
      { kind: 'alone', key: 'b', items: [3] },
    ]);
  });

  it('starts a full batch at once and queues what arrives while a batch runs for the next one', async () => {
    const { calls, commit } = recorder({ windowMs: 60_000, maxSize: 2 });
    const first = [commit.submit('a', 1), commit.submit('a', 2)];
    const later = commit.submit('a', 3);
    expect(await Promise.all([...first, later])).toEqual(['a:1', 'a:2', 'a:3 alone']);
    expect(calls.map((call) => call.items)).toEqual([[1, 2], [3]]);
  });

  it('places each item alone when the batch fails as a whole', async () => {
    const { calls, commit } = recorder({ failing: true });
    const answers = await Promise.allSettled([commit.submit('a', 1), commit.submit('a', -2), commit.submit('a', 3)]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls.map((call) => call.kind)).toEqual(['run', 'alone', 'alone', 'alone']);
  });

  it('closes: what waits runs now (no window), later items run alone', async () => {
    const { calls, commit } = recorder({ windowMs: 60_000 });
    const waiting = [commit.submit('a', 1), commit.submit('a', 2)];
    await commit.close();
    expect(await Promise.all(waiting)).toEqual(['a:1', 'a:2']);
    expect(await commit.submit('a', 5)).toBe('a:5 alone');
    expect(calls.map((call) => call.kind)).toEqual(['run', 'alone']);
  });
});

/** A writer that records its batches and holds each until `release` is called; negative items are refused. */
function heldWriter() {
  const batches: { items: number[]; lane: number }[] = [];
  const releases: (() => void)[] = [];
  const run = async (_key: string, items: readonly number[], lane: number) => {
    batches.push({ items: [...items], lane });
    await new Promise<void>((resolve) => releases.push(resolve));
    return items.map((item) => (item < 0 ? new Error(`refused ${item}`) : item * 10));
  };
  return { batches, releases, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('groupCommit with several batches in flight and no `alone`', () => {
  it('writes the items of one tick together (window 0) and answers each its own result or error', async () => {
    const writer = heldWriter();
    const commit = groupCommit({ windowMs: 0, maxSize: 10, run: writer.run });
    const answers = [1, -2, 3].map((item) => commit.submit('bets', item).catch((error: Error) => error.message));
    await tick();
    expect(writer.batches).toEqual([{ items: [1, -2, 3], lane: 0 }]);
    writer.releases[0]?.();
    expect(await Promise.all(answers)).toEqual([10, 'refused -2', 30]);
  });

  it('queues what arrives while batches run, at most inFlightMax at once on distinct lanes, maxSize each', async () => {
    const writer = heldWriter();
    const commit = groupCommit({ windowMs: 0, maxSize: 2, inFlightMax: 2, run: writer.run });
    const answers = [1, 2, 3, 4, 5, 6].map((item) => commit.submit('bets', item));
    await tick();
    await tick();
    expect(writer.batches).toEqual([
      { items: [1, 2], lane: 0 },
      { items: [3, 4], lane: 1 },
    ]);
    expect(commit.pending('bets')).toBe(6);
    writer.releases[1]?.();
    await tick();
    await tick();
    expect(writer.batches[2]).toEqual({ items: [5, 6], lane: 1 });
    expect(commit.pending('bets')).toBe(4);
    for (const release of writer.releases) release();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(commit.pending('bets')).toBe(0);
  });

  it('rejects every item of a batch whose writer throws, and refuses new items once closed', async () => {
    const commit = groupCommit<string, number, number>({ windowMs: 0, maxSize: 10, run: () => Promise.reject(new Error('database gone')) });
    await expect(Promise.all([commit.submit('bets', 1), commit.submit('bets', 2)])).rejects.toThrow('database gone');
    await commit.close();
    await expect(commit.submit('bets', 3)).rejects.toBeInstanceOf(GroupCommitClosedError);
  });

  it('closes once the queued and running batches are written', async () => {
    const writer = heldWriter();
    const commit = groupCommit({ windowMs: 0, maxSize: 1, run: writer.run });
    const answers = Promise.all([commit.submit('bets', 1), commit.submit('bets', 2)]);
    let closed = false;
    const closing = commit.close().then(() => (closed = true));
    for (let round = 0; round < 2; round += 1) {
      await tick();
      await tick();
      expect(closed).toBe(false);
      writer.releases[round]?.();
    }
    await closing;
    expect(await answers).toEqual([10, 20]);
  });
});
