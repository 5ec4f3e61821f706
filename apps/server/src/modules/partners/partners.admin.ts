import { sql, type SQL } from 'drizzle-orm';
import {
  centsToAmount,
  percentToBasisPoints,
  uuidPattern,
  type AdminPartnerDetail,
  type AdminPartnerRow,
  type PageQuery,
  type PartnerHistoryRow,
  type PartnerStatus,
  type PartnerTxn,
  type PartnerTxnKind,
} from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { pageOffset } from '../../lib/paging';
import { containsPattern } from '../../lib/query';
import { inTransaction, rowsOf } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { ngrMoves } from './partners.ngr';
import * as repo from './partners.repo';
import { campaignView, profileOf } from './partners.service';
import { readPartnerSettings } from './partners.settings';

type ListRow = { id: string; username: string; email: string; kind: AdminPartnerRow['kind']; name: string; status: string; currency: string; share_bp: number | null; balance: string | number; players: string | number; created_at: string };

function listWhere(query: { search?: string | undefined; status?: PartnerStatus | undefined }): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.status) parts.push(sql`u.status = ${query.status}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    const byId = uuidPattern.test(query.search) ? sql` or p.id = ${query.search}::uuid` : sql``;
    parts.push(sql`(u.username ilike ${pattern} or u.email ilike ${pattern} or p.name ilike ${pattern}
      or exists (select 1 from partner_campaigns c where c.partner_id = p.id and c.code ilike ${pattern})${byId})`);
  }
  return sql.join(parts, sql` and `);
}

/** `GET /api/admin/partners`: a page of partners with balance and referred players, newest first. */
export async function partnersPage(db: Database, query: PageQuery & { search?: string | undefined; status?: PartnerStatus | undefined }) {
  return db.transaction(async (tx) => {
    const settings = await readPartnerSettings(tx);
    const where = listWhere(query);
    const rows = rowsOf<ListRow>(
      await tx.execute(sql`select p.id, u.username, u.email, p.kind, p.name, u.status, u.currency, p.revenue_share_bp as share_bp,
          to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          coalesce((select a.balance_cents - a.debits_pending_cents from ledger_accounts a where a.user_id = u.id and a.kind = 'partner' and a.currency = u.currency), 0) as balance,
          (select count(*) from partner_referrals r where r.partner_id = p.id) as players
        from partners p join users u on u.id = p.user_id
        where ${where} order by p.created_at desc, p.id limit ${query.perPage} offset ${pageOffset(query)}`),
    );
    const total = Number(rowsOf<{ n: string | number }>(await tx.execute(sql`select count(*) as n from partners p join users u on u.id = p.user_id where ${where}`))[0]?.n ?? 0);
    const list: AdminPartnerRow[] = rows.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      kind: row.kind,
      name: row.name,
      status: row.status === 'blocked' ? 'blocked' : 'active',
      currency: row.currency,
      revenueSharePercent: row.share_bp === null ? settings.revenueSharePercent : Number(row.share_bp) / 100,
      balance: centsToAmount(Number(row.balance)),
      players: Number(row.players),
      createdAt: row.created_at,
    }));
    return { list, total, perPage: query.perPage, currentPage: query.page };
  });
}

function notFound(): AppError {
  return new AppError('PARTNER_NOT_FOUND', 404, 'Partner not found.');
}

/** `GET /api/admin/partners/:id`: profile, codes, players, lifetime NGR and commission, carried NGR. */
export async function partnerDetail(tx: Executor, id: string): Promise<AdminPartnerDetail> {
  const found = await repo.findPartnerBy(tx, { id });
  if (!found) throw notFound();
  const currency = found.user.currency;
  const ngr = rowsOf<{ n: string | number | null }>(
    await tx.execute(sql`select sum(n.house_gain) as n from ${ngrMoves({ partnerIds: [id] })} n where n.currency = ${currency}`),
  )[0]?.n;
  const commission = rowsOf<{ total: string | number | null; carried: string | number | null }>(
    await tx.execute(sql`select (select sum(commission_cents) from partner_commissions where partner_id = ${id}) as total,
      (select carried_ngr_cents from partner_commissions where partner_id = ${id} order by day desc limit 1) as carried`),
  )[0];
  return {
    partner: await profileOf(tx, found),
    campaigns: (await repo.campaignsWithCounts(tx, id)).map(campaignView),
    players: (await repo.referredCounts(tx, [id])).get(id) ?? 0,
    ngr: centsToAmount(Number(ngr ?? 0)),
    commission: centsToAmount(Number(commission?.total ?? 0)),
    carriedNgr: centsToAmount(Number(commission?.carried ?? 0)),
  };
}

export async function readPartnerDetail(db: Database, id: string): Promise<AdminPartnerDetail> {
  return db.transaction(async (tx) => partnerDetail(tx, id));
}

/** `PATCH /api/admin/partners/:id`: the revenue share override and the account status, audited with before/after. */
export async function updatePartner(db: Database, auth: AuthContext, id: string, body: { revenueSharePercent?: number | null | undefined; status?: PartnerStatus | undefined; reason?: string | undefined }) {
  return inTransaction(db, async (tx) => {
    const found = await repo.findPartnerBy(tx, { id });
    if (!found) throw notFound();
    const before = { revenueShareBp: found.partner.revenueShareBp, status: found.user.status };
    const after = { ...before };
    if (body.revenueSharePercent !== undefined) {
      after.revenueShareBp = body.revenueSharePercent === null ? null : percentToBasisPoints(body.revenueSharePercent);
      await repo.updatePartnerShare(tx, id, after.revenueShareBp);
    }
    if (body.status !== undefined && body.status !== found.user.status) {
      after.status = body.status;
      await repo.setPartnerUserStatus(tx, found.user.id, body.status);
    }
    await recordAudit(tx, { actorId: auth.userId, action: 'partner.update', targetType: 'partner', targetId: id, detail: { before, after, reason: body.reason ?? null } });
    return partnerDetail(tx, id);
  });
}

type HistoryRow = {
  id: string;
  partner_id: string;
  username: string;
  day: string;
  currency: string;
  ngr_cents: string | number;
  month_ngr_cents: string | number;
  carried_ngr_cents: string | number;
  revenue_share_bp: number;
  commission_cents: string | number;
  created_at: string;
};

/** `GET /api/admin/partner-history`: the commission job's day records, newest day first. */
export async function partnerHistoryPage(db: Database, query: PageQuery & { partnerId?: string | undefined; from?: string | undefined; to?: string | undefined }) {
  return db.transaction(async (tx) => {
    const where = sql.join(
      [sql`true`, query.partnerId ? sql`c.partner_id = ${query.partnerId}` : undefined, query.from ? sql`c.day >= ${query.from}::date` : undefined, query.to ? sql`c.day <= ${query.to}::date` : undefined].filter(
        (part): part is SQL => part !== undefined,
      ),
      sql` and `,
    );
    const rows = rowsOf<HistoryRow>(
      await tx.execute(sql`select c.id, c.partner_id, u.username, to_char(c.day, 'YYYY-MM-DD') as day, c.currency, c.ngr_cents, c.month_ngr_cents, c.carried_ngr_cents,
          c.revenue_share_bp, c.commission_cents, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from partner_commissions c join partners p on p.id = c.partner_id join users u on u.id = p.user_id
        where ${where} order by c.day desc, u.username, c.id limit ${query.perPage} offset ${pageOffset(query)}`),
    );
    const total = Number(rowsOf<{ n: string | number }>(await tx.execute(sql`select count(*) as n from partner_commissions c where ${where}`))[0]?.n ?? 0);
    const list: PartnerHistoryRow[] = rows.map((row) => ({
      id: row.id,
      partnerId: row.partner_id,
      partnerUsername: row.username,
      day: row.day,
      currency: row.currency,
      ngr: centsToAmount(Number(row.ngr_cents)),
      monthNgr: centsToAmount(Number(row.month_ngr_cents)),
      carriedNgr: centsToAmount(Number(row.carried_ngr_cents)),
      revenueSharePercent: Number(row.revenue_share_bp) / 100,
      commission: centsToAmount(Number(row.commission_cents)),
      createdAt: row.created_at,
    }));
    return { list, total, perPage: query.perPage, currentPage: query.page };
  });
}

/** Ledger code and phase of each kind of partner movement. */
const txnKindSql = sql`case
  when t.code = 'partner_commission' then 'commission'
  when t.code = 'withdrawal_hold' then 'withdrawal_requested'
  when t.code = 'withdrawal_paid' then 'withdrawal_paid'
  when t.code = 'withdrawal_returned' then 'withdrawal_rejected' end`;

type TxnRow = { id: string; partner_id: string; username: string; kind: PartnerTxnKind; amount_cents: string | number; currency: string; withdrawal_id: string | null; created_at: string };

/** `GET /api/admin/partner-recent-txn`: the movements of partner ledger accounts, newest first. */
export async function partnerRecentTxnPage(db: Database, query: PageQuery & { partnerId?: string | undefined; kind?: PartnerTxnKind | undefined }) {
  return db.transaction(async (tx) => {
    const base = sql`from ledger_transfers t
      join ledger_accounts a on a.kind = 'partner' and (a.id = t.debit_account_id or a.id = t.credit_account_id)
      join partners p on p.user_id = a.user_id join users u on u.id = p.user_id
      where t.code in ('partner_commission', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_returned')
        ${query.partnerId ? sql`and p.id = ${query.partnerId}` : sql``}
        ${query.kind ? sql`and ${txnKindSql} = ${query.kind}` : sql``}`;
    const rows = rowsOf<TxnRow>(
      await tx.execute(sql`select t.id, p.id as partner_id, u.username, ${txnKindSql} as kind, t.amount_cents, a.currency,
          case when t.code = 'partner_commission' then null else split_part(t.idempotency_key, ':', 2) end as withdrawal_id,
          to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        ${base} order by t.created_at desc, t.id limit ${query.perPage} offset ${pageOffset(query)}`),
    );
    const total = Number(rowsOf<{ n: string | number }>(await tx.execute(sql`select count(*) as n ${base}`))[0]?.n ?? 0);
    const list: PartnerTxn[] = rows.map((row) => ({
      id: row.id,
      partnerId: row.partner_id,
      partnerUsername: row.username,
      kind: row.kind,
      amount: centsToAmount(Number(row.amount_cents)),
      currency: row.currency,
      withdrawalId: row.withdrawal_id,
      createdAt: row.created_at,
    }));
    return { list, total, perPage: query.perPage, currentPage: query.page };
  });
}

