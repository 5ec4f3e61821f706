import { describe, expect, it } from 'vitest';
import { GroupCommit, GroupCommitClosedError } from './group-commit';

/** A writer that records its batches and holds each until `release` is called. */
function heldWriter() {
  const batches: { items: number[]; lane: number }[] = [];
  const releases: (() => void)[] = [];
  const run = async (items: readonly number[], lane: number) => {
    batches.push({ items: [...items], lane });
    await new Promise<void>((resolve) => releases.push(resolve));
    return items.map((item): PromiseSettledResult<number> => (item < 0 ? { status: 'rejected', reason: new Error(`refused ${item}`) } : { status: 'fulfilled', value: item * 10 }));
  };
  return { batches, releases, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('writes the items of one tick together and answers each its own result or error', async () => {
    const writer = heldWriter();
    const commit = new GroupCommit({ run: writer.run, batchMax: 10, inFlightMax: 1 });
    const answers = [1, -2, 3].map((item) => commit.submit(item).catch((error: Error) => error.message));
    await tick();
    expect(writer.batches).toEqual([{ items: [1, -2, 3], lane: 0 }]);
    writer.releases[0]?.();
    expect(await Promise.all(answers)).toEqual([10, 'refused -2', 30]);
  });

  it('queues what arrives while batches run, at most inFlightMax at once on distinct lanes, batchMax each', async () => {
    const writer = heldWriter();
    const commit = new GroupCommit({ run: writer.run, batchMax: 2, inFlightMax: 2 });
    const answers = [1, 2, 3, 4, 5, 6].map((item) => commit.submit(item));
    await tick();
    await tick();
    expect(writer.batches).toEqual([
      { items: [1, 2], lane: 0 },
      { items: [3, 4], lane: 1 },
    ]);
    writer.releases[1]?.();
    await tick();
    await tick();
    expect(writer.batches[2]).toEqual({ items: [5, 6], lane: 1 });
    for (const release of writer.releases) release();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('rejects every item of a batch whose writer throws, and refuses new items once closed', async () => {
    const commit = new GroupCommit<number, number>({ run: () => Promise.reject(new Error('database gone')), batchMax: 10, inFlightMax: 1 });
    await expect(Promise.all([commit.submit(1), commit.submit(2)])).rejects.toThrow('database gone');
    await commit.close();
    await expect(commit.submit(3)).rejects.toBeInstanceOf(GroupCommitClosedError);
  });

  it('closes once the queued and running batches are written', async () => {
    const writer = heldWriter();
    const commit = new GroupCommit({ run: writer.run, batchMax: 1, inFlightMax: 1 });
    const answers = Promise.all([commit.submit(1), commit.submit(2)]);
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
