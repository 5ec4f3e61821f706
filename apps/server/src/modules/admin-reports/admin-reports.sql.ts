import { sql, type SQL } from 'drizzle-orm';
import type { ReportGrouping } from '@oddsmith/core';
import type { PlayerScope } from '../../lib/player-scope';

/** The SQL pieces every report statement shares: instants, ranges, buckets and the player scope. */

export type InstantRange = { start: Date; end: Date };

/** How rows fall into buckets: a calendar bucket (day, week, month) or the current / previous period. */
export type Bucketing = (column: SQL) => SQL;

export const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** `column` in the half-open range [start, end): an index range scan on the time column. */
export const within = (column: SQL, range: InstantRange) => sql`${column} >= ${instant(range.start)} and ${column} < ${instant(range.end)}`;

/** `YYYY-MM-DD` of the UTC day, ISO week (Monday) or month the instant falls in. */
export const calendarBuckets =
  (grouping: ReportGrouping): Bucketing =>
  (column) =>
    sql`to_char(date_trunc(${grouping}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** `current` from `currentStart` on, `previous` before it (the dashboard reads both periods at once). */
export const periodHalves =
  (currentStart: Date): Bucketing =>
  (column) =>
    sql`case when ${column} >= ${instant(currentStart)} then 'current' else 'previous' end`;

/** `<userColumn>` is one of the cash agent's players. */
export function isAgentPlayer(userColumn: SQL, cashAgentId: string): SQL {
  return sql`${userColumn} in (select u.id from users u where u.role = 'player' and u.cash_agent_id = ${cashAgentId})`;
}

/** `and <userColumn> is one of the agent's players`, or nothing for staff who see everyone. */
export function inScope(userColumn: SQL, scope: PlayerScope): SQL {
  return scope.cashAgentId === null ? sql`` : sql` and ${isAgentPlayer(userColumn, scope.cashAgentId)}`;
}

export function ofCurrency(currencyColumn: SQL, currency: string | undefined): SQL {
  return currency === undefined ? sql`` : sql` and ${currencyColumn} = ${currency}`;
}
