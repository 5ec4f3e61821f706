import {
  notificationRetentionDays,
  notificationTypes,
  type NotificationParams,
  type NotificationPreferences,
  type NotificationsQuery,
  type NotificationType,
  type NotificationView,
} from '@oddsmith/core';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { CarriedWrites } from '../../lib/carried-writes';
import { readPage } from '../../lib/paging';
import { afterCommit, inTransaction } from '../../lib/transaction';
import * as repo from './notifications.repo';

/** Delivers a committed notification to its user's private room (the plugin registers one per app). */
export type NotificationPusher = (userId: string, notification: NotificationView) => void;

const pushers = new WeakMap<Database, NotificationPusher>();

/** The notifications plugin registers how this app instance pushes (its `io`), keyed by its database. */
export function registerNotificationPusher(db: Database, pusher: NotificationPusher): void {
  pushers.set(db, pusher);
}

export function toView(row: repo.NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type as NotificationType,
    titleKey: row.titleKey,
    bodyKey: row.bodyKey,
    params: row.params,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export type NotifyOptions = {
  /** An app path the notification opens. */
  link?: string | null;
  /** Picks `notifications.types.<type>.body_<variant>` (e.g. a settled bet `won` / `lost` / `void`). */
  variant?: string;
};

/** One notification a cause produces. */
export type NotificationRequest = NotifyOptions & { userId: string; type: NotificationType; params?: NotificationParams };

/**
 * Creates notifications in the cause's own transaction `tx` (which must come from `inTransaction`)
 * and pushes each to `user:<id>` only once that transaction committed: a rolled back cause stores
 * and pushes nothing, and no caller can push early (there is nothing to call). A type the user
 * turned off is not created at all (nothing stored, nothing pushed, no unread count). One
 * preferences read and one INSERT for the whole list (a market's settlement notifies many players).
 */
export async function notifyMany(tx: Transaction, requests: readonly NotificationRequest[]): Promise<repo.NotificationRow[]> {
  if (requests.length === 0) return [];
  const disabled = await repo.disabledTypesOfUsers(tx, [...new Set(requests.map((request) => request.userId))]);
  const wanted = requests.filter((request) => !(disabled.get(request.userId) ?? []).includes(request.type));
  const rows = await repo.insertNotifications(
    tx,
    wanted.map((request) => ({
      userId: request.userId,
      type: request.type,
      titleKey: `notifications.types.${request.type}.title`,
      bodyKey: `notifications.types.${request.type}.${request.variant ? `body_${request.variant}` : 'body'}`,
      params: request.params ?? {},
      link: request.link ?? null,
    })),
  );
  pushAfterCommit(tx, rows);
  return rows;
}

/** Pushes each row to its user once `tx` committed. */
function pushAfterCommit(tx: Transaction, rows: readonly repo.NotificationRow[]): void {
  const views = rows.map(toView);
  const userIds = rows.map((row) => row.userId);
  afterCommit(tx, (db) => {
    const push = pushers.get(db);
    if (push) views.forEach((view, index) => push(userIds[index] ?? '', view));
  });
}

/**
 * `notifyMany` for a segment too large to list in memory (a message to all players): one
 * notification per user the `userIds` subquery selects (its column `user_id`), in one INSERT ...
 * SELECT that skips users who turned the type off; pushed after the commit like any other.
 */
export async function notifySelected(tx: Transaction, userIds: SQL, type: NotificationType, params: NotificationParams = {}, options: NotifyOptions = {}): Promise<number> {
  const rows = await repo.insertNotificationsSelected(tx, userIds, {
    type,
    titleKey: `notifications.types.${type}.title`,
    bodyKey: `notifications.types.${type}.${options.variant ? `body_${options.variant}` : 'body'}`,
    params,
    link: options.link ?? null,
  });
  pushAfterCommit(tx, rows);
  return rows.length;
}

/**
 * `notifyMany` for rows the database selects (a market's settlement: one notification per ticket,
 * each with its own params), in one INSERT ... SELECT: the requests never travel to Node. `requests`
 * answers user_id, type, variant (or null), params (jsonb) and link; pushed after the commit.
 */
export async function notifyEachSelected(tx: Transaction, requests: SQL): Promise<number> {
  const rows = await repo.insertNotificationsFromRows(tx, requests);
  pushAfterCommit(tx, rows);
  return rows.length;
}

/**
 * `notifyEachSelected` carried by another statement of `tx` (one round trip fewer under a lock):
 * the writes to hand to that statement; the rows are pushed after the commit like any other.
 */
export function notifyEachSelectedWrite(tx: Transaction, requests: SQL): CarriedWrites {
  const { cte, column, rowsOf } = repo.notificationsFromRowsCte(requests);
  return { ctes: [cte], checks: [], reads: [{ column, take: (value) => pushAfterCommit(tx, rowsOf(value)) }] };
}

/** `notifyMany` for one notification: the row, or null when the user turned the type off. */
export async function notify(tx: Transaction, userId: string, type: NotificationType, params: NotificationParams = {}, options: NotifyOptions = {}): Promise<repo.NotificationRow | null> {
  const rows = await notifyMany(tx, [{ ...options, userId, type, params }]);
  return rows[0] ?? null;
}

export async function listNotifications(db: Database, auth: AuthContext, query: NotificationsQuery) {
  return db.transaction((tx) =>
    readPage(
      query,
      (limit, offset) => repo.notificationsPage(tx, auth.userId, query, limit, offset),
      () => repo.notificationsTotal(tx, auth.userId, query),
      toView,
    ),
  );
}

export async function unreadCount(db: Executor, auth: AuthContext): Promise<{ unread: number }> {
  return { unread: await repo.unreadCount(db, auth.userId) };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 404, 'Notification not found.', 'id');
}

export async function markRead(db: Database, auth: AuthContext, id: string) {
  return inTransaction(db, async (tx) => {
    const row = await repo.markRead(tx, auth.userId, id, new Date());
    if (!row) throw notFound();
    return { notification: toView(row), unread: await repo.unreadCount(tx, auth.userId) };
  });
}

export async function markAllRead(db: Database, auth: AuthContext) {
  return inTransaction(db, async (tx) => {
    const marked = await repo.markAllRead(tx, auth.userId, new Date());
    return { marked, unread: await repo.unreadCount(tx, auth.userId) };
  });
}

function preferencesOf(disabled: readonly string[]): NotificationPreferences {
  return { disabledTypes: notificationTypes.filter((type) => disabled.includes(type)) };
}

export async function getPreferences(db: Executor, auth: AuthContext): Promise<NotificationPreferences> {
  return preferencesOf(await repo.disabledTypesOf(db, auth.userId));
}

export async function putPreferences(db: Database, auth: AuthContext, body: NotificationPreferences): Promise<NotificationPreferences> {
  return inTransaction(db, async (tx) => {
    const disabled = preferencesOf(body.disabledTypes);
    await repo.upsertDisabledTypes(tx, auth.userId, disabled.disabledTypes, new Date());
    return disabled;
  });
}

const dayMs = 86_400_000;
const retentionBatch = 5_000;

/** One retention run: deletes every notification older than 90 days (in batches); returns how many. */
export async function deleteExpiredNotifications(db: Database, nowMs: number): Promise<number> {
  const cutoff = new Date(nowMs - notificationRetentionDays * dayMs);
  let deleted = 0;
  for (;;) {
    const batch = await inTransaction(db, (tx) => repo.deleteOlderThan(tx, cutoff, retentionBatch));
    deleted += batch;
    if (batch < retentionBatch) return deleted;
  }
}
