import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { NotificationParams, NotificationsQuery, NotificationType } from '@oddsmith/core';
import type { Executor, Transaction } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema';
import { jsonOf } from '../../lib/json-rows';
import { countRows, eqWhenSet, findRow, pageRows, uuidIn } from '../../lib/query';
import { rowsOf } from '../../lib/transaction';

export type NotificationRow = typeof notifications.$inferSelect;

export type NewNotification = { userId: string; type: NotificationType; titleKey: string; bodyKey: string; params: NotificationParams; link: string | null };

/**
 * Inserts many notifications in one statement with one JSON parameter (a market's settlement
 * notifies thousands of players per batch: a multi-row VALUES of that size costs more to build and
 * parse than to write). Answers the rows as stored.
 */
export async function insertNotifications(tx: Transaction, values: readonly NewNotification[]): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  const json = JSON.stringify(values.map((value, ord) => ({ ord, user_id: value.userId, type: value.type, title_key: value.titleKey, body_key: value.bodyKey, params: value.params, link: value.link })));
  // The table's columns in order: id, user_id, type, title_key, body_key, params, link, created_at, read_at.
  const rows = await tx
    .insert(notifications)
    .select(
      sql`select gen_random_uuid(), v.user_id, v.type, v.title_key, v.body_key, coalesce(v.params, '{}'::jsonb), v.link, now(), null::timestamptz
            from jsonb_to_recordset(${json}::jsonb) as v(ord int, user_id uuid, type text, title_key text, body_key text, params jsonb, link text)
           order by v.ord`,
    )
    .returning();
  if (rows.length !== values.length) throw new Error('notification insert returned a different number of rows');
  return rows;
}

function listWhere(userId: string, query: Pick<NotificationsQuery, 'type' | 'unread'>): SQL | undefined {
  const unread = query.unread === undefined ? undefined : query.unread ? isNull(notifications.readAt) : sql`${notifications.readAt} is not null`;
  return and(eq(notifications.userId, userId), eqWhenSet(notifications.type, query.type), unread);
}

export async function notificationsPage(tx: Executor, userId: string, query: NotificationsQuery, limit: number, offset: number): Promise<NotificationRow[]> {
  const base = tx.select().from(notifications).where(listWhere(userId, query)).$dynamic();
  return pageRows(base, [desc(notifications.createdAt), desc(notifications.id)], limit, offset);
}

export async function notificationsTotal(tx: Executor, userId: string, query: NotificationsQuery): Promise<number> {
  return countRows(tx, notifications, listWhere(userId, query));
}

export async function unreadCount(tx: Executor, userId: string): Promise<number> {
  return countRows(tx, notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** The user's own notification (another user's id reads as none). */
export async function findOwnNotification(tx: Executor, userId: string, id: string): Promise<NotificationRow | undefined> {
  return findRow(tx, notifications, and(eq(notifications.id, id), eq(notifications.userId, userId)));
}

export async function markRead(tx: Transaction, userId: string, id: string, now: Date): Promise<NotificationRow | undefined> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return rows[0];
}

export async function markAllRead(tx: Transaction, userId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function disabledTypesOf(tx: Executor, userId: string): Promise<string[]> {
  const row = await findRow(tx, notificationPreferences, eq(notificationPreferences.userId, userId));
  return row?.disabledTypes ?? [];
}

/** Each user's disabled types (users without a row are absent: every type on). */
export async function disabledTypesOfUsers(tx: Executor, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await tx.select().from(notificationPreferences).where(uuidIn(notificationPreferences.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.disabledTypes]));
}

export async function upsertDisabledTypes(tx: Transaction, userId: string, disabledTypes: readonly string[], now: Date): Promise<void> {
  await tx
    .insert(notificationPreferences)
    .values({ userId, disabledTypes: [...disabledTypes], updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { disabledTypes: [...disabledTypes], updatedAt: now } });
}

/** Deletes notifications created before `cutoff`, at most `batch` rows per statement; returns how many. */
export async function deleteOlderThan(tx: Transaction, cutoff: Date, batch: number): Promise<number> {
  const result = await tx.execute(
    sql`delete from ${notifications} where ${notifications.id} in (select ${notifications.id} from ${notifications} where ${lt(notifications.createdAt, cutoff)} limit ${batch}) returning ${notifications.id}`,
  );
  return rowsOf(result).length;
}

/** A row as `tx.execute` answers it (snake case, jsonb maybe as text) to a NotificationRow. */
function notificationOfRaw(row: Record<string, unknown>): NotificationRow {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    type: String(row.type),
    titleKey: String(row.title_key),
    bodyKey: String(row.body_key),
    params: (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as NotificationRow['params'],
    link: row.link === null ? null : String(row.link),
    createdAt: new Date(row.created_at as string | Date),
    readAt: row.read_at === null ? null : new Date(row.read_at as string | Date),
  };
}

const returnedColumns = sql`returning id, user_id, type, title_key, body_key, params, link, created_at, read_at`;

/**
 * Set-based: one notification of `type` per user `userIds` selects (a subquery answering `user_id`),
 * skipping users who turned the type off; one statement however many users.
 */
export async function insertNotificationsSelected(tx: Transaction, userIds: SQL, value: Omit<NewNotification, 'userId'>): Promise<NotificationRow[]> {
  const result = await tx.execute(sql`
    insert into ${notifications} (user_id, type, title_key, body_key, params, link)
    select chosen.user_id, ${value.type}, ${value.titleKey}, ${value.bodyKey}, ${JSON.stringify(value.params)}::jsonb, ${value.link}
    from (${userIds}) as chosen
    where not exists (
      select 1 from ${notificationPreferences} preference
      where preference.user_id = chosen.user_id and ${value.type} = any(preference.disabled_types)
    )
    ${returnedColumns}`);
  return rowsOf<Record<string, unknown>>(result).map(notificationOfRaw);
}

/**
 * Set-based, one notification per row `requests` selects (user_id, type, variant, params jsonb,
 * link), each with its own params: the keys are `notifications.types.<type>.title` and
 * `.body_<variant>` (`.body` without a variant), as notifyMany names them. Skips users who turned
 * the type off; one statement however many rows.
 */
export async function insertNotificationsFromRows(tx: Transaction, requests: SQL): Promise<NotificationRow[]> {
  const result = await tx.execute(insertFromRows(requests));
  return rowsOf<Record<string, unknown>>(result).map(notificationOfRaw);
}

function insertFromRows(requests: SQL): SQL {
  return sql`
    insert into ${notifications} (user_id, type, title_key, body_key, params, link)
    select r.user_id, r.type, 'notifications.types.' || r.type || '.title',
           'notifications.types.' || r.type || coalesce('.body_' || r.variant, '.body'), coalesce(r.params, '{}'::jsonb), r.link
      from (${requests}) as r
     where not exists (
       select 1 from ${notificationPreferences} preference
        where preference.user_id = r.user_id and r.type = any(preference.disabled_types)
     )
    ${returnedColumns}`;
}

/**
 * `insertNotificationsFromRows` as a data-modifying CTE (`notified`) of another statement, with the
 * column that answers its rows (a JSON aggregate) and how to read them.
 */
export function notificationsFromRowsCte(requests: SQL): { cte: SQL; column: SQL; rowsOf: (value: unknown) => NotificationRow[] } {
  return {
    cte: sql`notified as (${insertFromRows(requests)})`,
    column: sql`(select coalesce(json_agg(n), '[]'::json) from notified n)`,
    rowsOf: (value) => (jsonOf<Record<string, unknown>[]>(value) ?? []).map(notificationOfRaw),
  };
}
