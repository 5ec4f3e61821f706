import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

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
