import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/transaction';

/**
 * A year of synthetic activity for the reports' speed test and bench (PostgreSQL only): players
 * (one in fifty a cash agent's), sportsbook tickets, casino rounds, exchange markets with fills and
 * settled positions, and their ledger transfers, every row written by INSERT … SELECT generate_series.
 * The balances are not kept (the speed of reads is what is measured); never run it on real data.
 */
export type SyntheticSizes = { players: number; tickets: number; rounds: number; deposits: number; exchangeDays: number };

export const syntheticDefaults: SyntheticSizes = { players: 5_000, tickets: 120_000, rounds: 120_000, deposits: 20_000, exchangeDays: 365 };

/** A random instant in the last year. */
const yearAgo = `now() - random() * interval '365 days'`;

function playersSql(size: SyntheticSizes): string {
  return `
    insert into users (username, username_key, email, password_hash, role, currency) values ('synagent', 'synagent', 'synagent@example.com', 'x', 'agent', 'EUR');
    insert into users (username, username_key, email, password_hash, role, currency, cash_agent_id, created_at)
      select 'syn' || g, 'syn' || g, 'syn' || g || '@example.com', 'x', 'player', case when g % 10 = 0 then 'USD' else 'EUR' end,
             case when g % 50 = 0 then (select id::text from users where username_key = 'synagent') end, ${yearAgo}
        from generate_series(1, ${size.players}) g;
    insert into ledger_accounts (user_id, kind, currency) select id, 'cash', currency from users where username_key like 'syn%' and role = 'player';
    insert into ledger_accounts (user_id, kind, currency)
      select null, k, c from unnest(array['house', 'payment_clearing']) k, unnest(array['EUR', 'USD']) c
       where not exists (select 1 from ledger_accounts a where a.user_id is null and a.kind = k and a.currency = c and a.shard = 0);
    create unlogged table syn_p as
      select u.id, u.currency, a.id as cash_id, h.id as house_id, pc.id as clearing_id, row_number() over (order by u.id) - 1 as n
        from users u join ledger_accounts a on a.user_id = u.id and a.kind = 'cash'
        join ledger_accounts h on h.user_id is null and h.kind = 'house' and h.currency = u.currency and h.shard = 0
        join ledger_accounts pc on pc.user_id is null and pc.kind = 'payment_clearing' and pc.currency = u.currency
       where u.username_key like 'syn%' and u.role = 'player';
    create index on syn_p (n);`;
}

function sportsbookSql(size: SyntheticSizes): string {
  return `
    insert into tickets (user_id, request_id, request_seq, bet_type, status, stake_cents, potential_return_cents, funding, currency, accept_odds_changes,
                         placed_at, settled_at, settled_return_cents, settlement_seq, balance_after_cents, bonus_balance_after_cents)
      select p.id, 'syn-' || s.g, 0, 'single', s.status, s.stake, s.stake * 2, 'cash', p.currency, 'none',
             s.placed, case when s.status = 'accepted' then null else least(now(), s.placed + random() * interval '3 hours') end,
             case s.status when 'won' then s.stake * 2 when 'lost' then 0 end, case when s.status = 'accepted' then 0 else 1 end, 0, 0
        from (select g, placed, stake, case when placed > now() - interval '3 days' and g % 3 = 0 then 'accepted' when g % 2 = 0 then 'won' else 'lost' end as status
                from (select g, ${yearAgo} as placed, 100 + (random() * 4900)::int as stake from generate_series(1, ${size.tickets}) g) r) s
        join syn_p p on p.n = s.g % ${size.players};
    insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, created_at)
      select 'bet:' || t.id || ':stake', p.cash_id, p.house_id, t.stake_cents, 'bet_stake', t.placed_at from tickets t join syn_p p on p.id = t.user_id;
    insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, created_at)
      select 'bet:' || t.id || ':settlement:1', p.house_id, p.cash_id, t.settled_return_cents, 'bet_win', t.settled_at from tickets t join syn_p p on p.id = t.user_id where t.status = 'won';`;
}

function casinoSql(size: SyntheticSizes): string {
  return `
    insert into casino_seeds (user_id, server_seed, server_seed_hash, client_seed) select id, md5(id::text), md5(md5(id::text)), 'syn' from syn_p;
    insert into casino_rounds (user_id, game, request_id, currency, stake_cents, payout_cents, seed_id, client_seed, nonce, choices, outcome, status, created_at, settled_at)
      select p.id, 'video-slot', 'syn-' || s.g, p.currency, s.stake, case when s.g % 2 = 0 then s.stake * 19 / 10 else 0 end,
             cs.id, 'syn', s.g, '{}'::jsonb, '{}'::jsonb, 'settled', s.played, s.played
        from (select g, ${yearAgo} as played, 10 + (random() * 990)::int as stake from generate_series(1, ${size.rounds}) g) s
        join syn_p p on p.n = s.g % ${size.players} join casino_seeds cs on cs.user_id = p.id;
    insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, created_at)
      select 'casino:' || r.id || ':stake:bet', p.cash_id, p.house_id, r.stake_cents, 'casino_stake', r.created_at from casino_rounds r join syn_p p on p.id = r.user_id;
    insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, created_at)
      select 'casino:' || r.id || ':win', p.house_id, p.cash_id, r.payout_cents, 'casino_win', r.created_at from casino_rounds r join syn_p p on p.id = r.user_id where r.payout_cents > 0;`;
}

/** One settled market a day: 20 players back against 20 who lay, 5% commission on the winners. */
function exchangeSql(size: SyntheticSizes): string {
  return `
    insert into exchange_events (name, starts_at, status) select 'Syn ' || d, now() - d * interval '1 day', 'finished' from generate_series(1, ${size.exchangeDays}) d;
    insert into exchange_markets (event_id, name, currency, status, result_version) select id, 'Match Odds', 'EUR', 'settled', 1 from exchange_events where name like 'Syn %';
    insert into exchange_runners (market_id, name) select id, 'Home' from exchange_markets where name = 'Match Odds' and event_id in (select id from exchange_events where name like 'Syn %');
    create unlogged table syn_m as
      select m.id as market_id, r.id as runner_id, e.starts_at, row_number() over (order by m.id) as k
        from exchange_markets m join exchange_events e on e.id = m.event_id join exchange_runners r on r.market_id = m.id where e.name like 'Syn %';
    insert into exchange_orders (user_id, market_id, runner_id, side, price_milli, stake_cents, matched_cents, status, request_id, created_at)
      select p.id, m.market_id, m.runner_id, case when i % 2 = 0 then 'back' else 'lay' end, 2000, 1000, 1000, 'matched', 'syn-' || m.k || '-' || i, m.starts_at
        from syn_m m cross join generate_series(0, 39) i join syn_p p on p.n = (m.k * 40 + i) % ${size.players} and p.currency = 'EUR';
    insert into exchange_fills (market_id, runner_id, back_order_id, lay_order_id, back_user_id, lay_user_id, price_milli, stake_cents, created_at)
      select b.market_id, b.runner_id, b.id, l.id, b.user_id, l.user_id, 2000, 1000, b.created_at
        from (select *, row_number() over (partition by market_id order by request_id) as r from exchange_orders where side = 'back' and request_id like 'syn-%') b
        join (select *, row_number() over (partition by market_id order by request_id) as r from exchange_orders where side = 'lay' and request_id like 'syn-%') l
          on l.market_id = b.market_id and l.r = b.r;
    insert into exchange_positions (market_id, user_id, profit_cents, commission_cents, settled_version, settled_at)
      select o.market_id, o.user_id, sum(case when o.side = 'back' then 1000 else -1000 end), sum(case when o.side = 'back' then 50 else 0 end), 1, min(o.created_at) + interval '2 hours'
        from exchange_orders o where o.request_id like 'syn-%' group by o.market_id, o.user_id;
    insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, created_at)
      select 'exchange:' || x.market_id || ':settlement:1:' || x.user_id || ':commission', p.cash_id, p.house_id, x.commission_cents, 'exchange_commission', x.settled_at
        from exchange_positions x join syn_p p on p.id = x.user_id where x.commission_cents > 0;`;
}

function paymentsSql(size: SyntheticSizes): string {
  return `
    insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, created_at)
      select 'deposit:syn-' || g, p.clearing_id, p.cash_id, 1000 + (random() * 49000)::int, 'deposit', ${yearAgo}
        from generate_series(1, ${size.deposits}) g join syn_p p on p.n = g % ${size.players};
    insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, phase, pending_key, created_at)
      select 'withdrawal:syn-' || g || ':paid', p.cash_id, p.clearing_id, 1000 + (random() * 19000)::int, 'withdrawal_paid', 'post_pending', 'withdrawal:syn-' || g || ':hold', ${yearAgo}
        from generate_series(1, ${Math.floor(size.deposits / 3)}) g join syn_p p on p.n = (g * 7) % ${size.players};
    insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, created_at)
      select 'partner:syn-' || d || ':commission', h.id, pc.id, 5000, 'partner_commission', now() - d * interval '1 day'
        from generate_series(1, 365) d join ledger_accounts h on h.kind = 'house' and h.currency = 'EUR' and h.shard = 0 and h.user_id is null
        join ledger_accounts pc on pc.kind = 'payment_clearing' and pc.currency = 'EUR' and pc.user_id is null;`;
}

/** Seeds the year and drops the helper tables; answers how many ledger transfers exist afterwards. */
export async function seedSyntheticYear(db: Database, size: SyntheticSizes = syntheticDefaults): Promise<number> {
  for (const script of [playersSql(size), sportsbookSql(size), casinoSql(size), exchangeSql(size), paymentsSql(size)]) {
    await db.execute(sql.raw(script));
  }
  await db.execute(sql.raw('drop table syn_p; drop table syn_m; analyze;'));
  return Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ledger_transfers`))[0]?.n ?? 0);
}

/** The median time of `runs` calls of `work` in milliseconds, after one call to warm caches and plans. */
/** Each run's time in ms, after one warm-up run, fastest first. */
export async function timedRuns(work: () => Promise<unknown>, runs: number): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export async function medianMs(work: () => Promise<unknown>, runs: number): Promise<number> {
  return (await timedRuns(work, runs))[Math.floor(runs / 2)] ?? Infinity;
}
