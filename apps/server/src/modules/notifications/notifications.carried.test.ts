import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { carriedSelected, takeCarried } from '../../lib/carried-writes';
import { inTransaction, rowsOf } from '../../lib/transaction';
import { fundedPlayer } from '../../test/bank';
import { describeEachDatabase, useSuiteApp } from '../../test/app';
import { notifyEachSelectedWrite, registerNotificationPusher, type NotificationPusher } from './notifications.service';

/** Notifications written by another statement's CTE (a placement batch's one write) are pushed like any other: after the commit only. */
describeEachDatabase('notifications carried by another statement', (database) => {
  const suite = useSuiteApp(database);

  it('inserts the rows, pushes them after the commit, and pushes nothing when the transaction rolls back', async () => {
    const { app } = suite;
    const pushed: Parameters<NotificationPusher>[] = [];
    registerNotificationPusher(app.db, (userId, view) => pushed.push([userId, view]));
    const player = await fundedPlayer(app, `carried${Date.now() % 1e6}`, 0);
    const requests = sql`select ${player.id}::uuid as user_id, 'exchange_order_matched' as type, 'back' as variant, '{"stake": 4}'::jsonb as params, '/exchange' as link`;
    const carry = (fail: boolean) =>
      inTransaction(app.db, async (tx) => {
        const writes = notifyEachSelectedWrite(tx, requests);
        const result = await tx.execute(sql`with ${sql.join(writes.ctes, sql`, `)} select ${carriedSelected(writes)}`);
        takeCarried(writes, rowsOf<Record<string, unknown>>(result)[0]);
        expect(pushed).toHaveLength(0);
        if (fail) throw new Error('rolled back');
      });

    await expect(carry(true)).rejects.toThrow('rolled back');
    expect(pushed).toHaveLength(0);
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, player.id))).toHaveLength(0);

    await carry(false);
    const rows = await app.db.select().from(notifications).where(eq(notifications.userId, player.id));
    expect(rows.map((row) => [row.type, row.bodyKey, row.params])).toEqual([['exchange_order_matched', 'notifications.types.exchange_order_matched.body_back', { stake: 4 }]]);
    expect(pushed).toEqual([[player.id, expect.objectContaining({ id: rows[0]?.id, type: 'exchange_order_matched', params: { stake: 4 }, readAt: null })]]);
  });
});
