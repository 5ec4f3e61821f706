import { sql } from 'drizzle-orm';
import {
  addDays,
  centsToAmount,
  daysBetween,
  maskUsername,
  type PageQuery,
  type PartnerPlayer,
  type PartnerSummary,
} from '@oddsmith/core';
import type { Executor } from '../../db/client';
import { pageOffset } from '../../lib/paging';
import { rowsOf } from '../../lib/transaction';
import { dayStart, ngrMoves } from './partners.ngr';
import * as repo from './partners.repo';

/** Each player's first completed deposit: the first `deposit` transfer into their cash wallet. */
const firstDeposits = sql`(
  select a.user_id, min(t.created_at) as first_at
  from ledger_accounts a join ledger_transfers t on t.credit_account_id = a.id
  where a.kind = 'cash' and t.code = 'deposit' and t.phase = 'posted'
  group by a.user_id
)`;

type Figure = { campaign_id: string; day: string; n: string | number };
type NgrFigure = { campaign_id: string; day: string; currency: string; n: string | number };

/** Clicks, sign-ups, first depositors and NGR of one partner's campaigns by day: four grouped queries. */
async function figuresByCampaignDay(tx: Executor, partnerId: string, from: string, to: string) {
  const [start, end] = [dayStart(from), dayStart(addDays(to, 1))];
  const clicks = rowsOf<Figure>(
    await tx.execute(sql`select k.campaign_id, to_char(k.day, 'YYYY-MM-DD') as day, count(*) as n from partner_clicks k join partner_campaigns c on c.id = k.campaign_id
      where c.partner_id = ${partnerId} and k.day >= ${from}::date and k.day <= ${to}::date group by 1, 2`),
  );
  const signups = rowsOf<Figure>(
    await tx.execute(sql`select r.campaign_id, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n from partner_referrals r
      where r.partner_id = ${partnerId} and r.created_at >= ${start}::timestamptz and r.created_at < ${end}::timestamptz group by 1, 2`),
  );
  const depositors = rowsOf<Figure>(
    await tx.execute(sql`select r.campaign_id, to_char(f.first_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
      from partner_referrals r join ${firstDeposits} f on f.user_id = r.user_id
      where r.partner_id = ${partnerId} and f.first_at >= ${start}::timestamptz and f.first_at < ${end}::timestamptz group by 1, 2`),
  );
  const ngr = rowsOf<NgrFigure>(
    await tx.execute(sql`select n.campaign_id, n.day, n.currency, sum(n.house_gain) as n from ${ngrMoves({ partnerIds: [partnerId], from: start, to: end })} n group by 1, 2, 3`),
  );
  return { clicks, signups, depositors, ngr };
}

const sumWhere = <R extends { n: string | number }>(rows: readonly R[], keep: (row: R) => boolean) => rows.filter(keep).reduce((total, row) => total + Number(row.n), 0);

/** `GET /api/partner/summary`: totals, every day of the period and every campaign. */
export async function partnerSummaryOf(tx: Executor, found: repo.PartnerWithUser, period: { from: string; to: string }): Promise<PartnerSummary> {
  const { partner, user } = found;
  const currency = user.currency;
  const figures = await figuresByCampaignDay(tx, partner.id, period.from, period.to);
  const ngrHere = figures.ngr.filter((row) => row.currency === currency);
  const commissions = rowsOf<{ day: string; n: string | number }>(
    await tx.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, commission_cents as n from partner_commissions
      where partner_id = ${partner.id} and day >= ${period.from}::date and day <= ${period.to}::date`),
  );
  const figuresWhere = (keep: (row: { campaign_id: string; day: string }) => boolean) => ({
    clicks: sumWhere(figures.clicks, keep),
    signups: sumWhere(figures.signups, keep),
    firstDepositors: sumWhere(figures.depositors, keep),
    ngr: centsToAmount(sumWhere(ngrHere, keep)),
  });
  const days = daysBetween(period.from, period.to).map((date) => ({
    date,
    ...figuresWhere((row) => row.day === date),
    commission: centsToAmount(sumWhere(commissions, (row) => row.day === date)),
  }));
  const campaigns = (await repo.campaignsWithCounts(tx, partner.id)).map((campaign) => ({
    campaignId: campaign.id,
    code: campaign.code,
    name: campaign.name,
    ...figuresWhere((row) => row.campaign_id === campaign.id),
  }));
  const otherCurrencyNgr: Record<string, number> = {};
  for (const row of figures.ngr) if (row.currency !== currency) otherCurrencyNgr[row.currency] = (otherCurrencyNgr[row.currency] ?? 0) + Number(row.n);
  return {
    from: period.from,
    to: period.to,
    currency,
    totals: { ...figuresWhere(() => true), commission: centsToAmount(sumWhere(commissions, () => true)) },
    days,
    campaigns,
    otherCurrencyNgr: Object.fromEntries(Object.entries(otherCurrencyNgr).map(([key, cents]) => [key, centsToAmount(cents)])),
  };
}

type PlayerRow = { id: string; username: string; currency: string; code: string | null; registered_at: string; first_at: string | null };

/** `GET /api/partner/players`: a page of referred players, newest first, masked, with lifetime NGR. */
export async function partnerPlayersPage(tx: Executor, partnerId: string, query: PageQuery) {
  const rows = rowsOf<PlayerRow>(
    await tx.execute(sql`select u.id, u.username, u.currency, c.code,
        to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as registered_at,
        to_char(f.first_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as first_at
      from partner_referrals r join users u on u.id = r.user_id
      left join partner_campaigns c on c.id = r.campaign_id
      left join ${firstDeposits} f on f.user_id = r.user_id
      where r.partner_id = ${partnerId}
      order by r.created_at desc, r.user_id limit ${query.perPage} offset ${pageOffset(query)}`),
  );
  const ids = rows.map((row) => row.id);
  const ngr = ids.length
    ? rowsOf<{ user_id: string; n: string | number }>(await tx.execute(sql`select n.user_id, sum(n.house_gain) as n from ${ngrMoves({ partnerIds: [partnerId], userIds: ids })} n group by 1`))
    : [];
  const total = (await repo.referredCounts(tx, [partnerId])).get(partnerId) ?? 0;
  const list: PartnerPlayer[] = rows.map((row) => ({
    id: row.id,
    username: maskUsername(row.username),
    campaignCode: row.code,
    currency: row.currency,
    registeredAt: row.registered_at,
    firstDepositAt: row.first_at,
    ngr: centsToAmount(Number(ngr.find((each) => each.user_id === row.id)?.n ?? 0)),
  }));
  return { list, total, perPage: query.perPage, currentPage: query.page };
}
