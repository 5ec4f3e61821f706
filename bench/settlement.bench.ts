import pg from 'pg';
import { ensureSports } from '../apps/server/src/modules/feed/feed.repo';
import { reconcile } from '../apps/server/src/modules/ledger/ledger.service';
import { settleMarket } from '../apps/server/src/modules/settlement/settlement.service';
import { recordGoal } from './goals';
import { withScratchDatabase } from './scratch-database';

/** The issue's goal: one market with 100,000 open singles settled in under this many seconds (PostgreSQL). */
const goalSeconds = 5;
/** The issue's figure: one market with 100,000 open single tickets. */
const ticketCount = Math.max(1_000, Math.min(1_000_000, Number(process.env.BENCH_SETTLE_TICKETS ?? 100_000)));
/** Players the tickets are spread over (10 tickets each by default). */
const playerCount = Math.max(1, Math.floor(ticketCount / 10));

export type SettlementBenchResult = { tickets: number; seconds: number; perSecond: number; settled: number; reconciled: boolean };

/**
 * Setup in bulk SQL (players with wallets, one event and market of two selections, `ticketCount`
 * accepted singles of 10.00 at 2.00 split over both selections), then one timed settleMarket.
 */
async function seed(client: pg.Client): Promise<string> {
  await client.query(`
    insert into users (username, username_key, email, password_hash, role, currency)
    select 'settle' || g, 'settle' || g, 'settle' || g || '@example.com', 'x', 'player', 'EUR' from generate_series(1, $1::int) g`, [playerCount]);
  await client.query(`insert into ledger_accounts (user_id, kind, currency) select id, k, 'EUR' from users, unnest(array['cash', 'bonus']) k where role = 'player'`);
  await client.query(`insert into ledger_accounts (user_id, kind, currency) values (null, 'house', 'EUR')`);
  const competition = await client.query<{ id: string }>(`insert into competitions (sport_id, name) values (1, 'Bench League') returning id`);
  const event = await client.query<{ id: string }>(
    `insert into events (feed_event_id, sport_id, competition_id, home, away, name, start_time, status, source)
     values ('bench-1', 1, $1, 'Home', 'Away', 'Home v Away', now(), 'ended', 'manual') returning id`,
    [competition.rows[0]?.id],
  );
  const eventId = event.rows[0]?.id;
  await client.query(`insert into markets (id, event_id, type, name, status) values ('bench-market', $1, 'winner', 'Winner', 'closed')`, [eventId]);
  await client.query(`insert into selections (id, market_id, key, name, odds_milli) values ('bench-home', 'bench-market', 'home', 'Home', 2000), ('bench-away', 'bench-market', 'away', 'Away', 2000)`);
  await client.query(
    `with players as (select id, row_number() over (order by id) - 1 as n from users where role = 'player')
     insert into tickets (user_id, request_id, request_seq, bet_type, status, stake_cents, potential_return_cents, funding, currency, accept_odds_changes, balance_after_cents, bonus_balance_after_cents)
     select p.id, 'bench-' || g, 0, 'single', 'accepted', 1000, 2000, 'cash', 'EUR', 'none', 0, 0
       from generate_series(0, $1::int - 1) g join players p on p.n = g % $2::int`,
    [ticketCount, playerCount],
  );
  await client.query(
    `insert into ticket_legs (ticket_id, leg_index, event_id, market_id, selection_id, odds_milli)
     select id, 0, $1, 'bench-market', case when row_number() over (order by id) % 2 = 0 then 'bench-home' else 'bench-away' end, 2000 from tickets`,
    [eventId],
  );
  await client.query(`update markets set status = 'settled', result = '{"marketId":"bench-market","outcome":"winners","winnerSelectionIds":["bench-home"]}' where id = 'bench-market'`);
  await client.query('analyze');
  return 'bench-market';
}

export async function benchSettlement(adminUrl: string): Promise<SettlementBenchResult> {
  return withScratchDatabase(adminUrl, async (handle, url) => {
    await handle.db.transaction((tx) => ensureSports(tx));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const marketId = await seed(client).finally(() => client.end());
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const report = await settleMarket(handle.db, marketId);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    if (process.env.BENCH_CPU) console.log(`settlement: node cpu ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s of ${seconds.toFixed(2)} s`);
    const reconciled = (await reconcile(handle.db)).ok;
    return { tickets: ticketCount, seconds, perSecond: report.settled / seconds, settled: report.settled, reconciled };
  });
}

/** `npm run bench`: the time to settle one market with 100,000 open single tickets (PostgreSQL). */
export async function reportSettlement(adminUrl: string | undefined): Promise<void> {
  if (!adminUrl) {
    console.log('settlement bench skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.');
    return;
  }
  const result = await benchSettlement(adminUrl);
  console.log(
    `settle one market, ${result.tickets.toLocaleString('en')} open singles: ${result.settled} settled in ${result.seconds.toFixed(2)} s = ${result.perSecond.toFixed(0)} tickets/s (reconciled: ${result.reconciled}; goal at 100,000: < ${goalSeconds} s${result.tickets === 100_000 ? `, ${result.seconds < goalSeconds && result.reconciled ? 'met' : 'not met'}` : ''})`,
  );
  recordGoal('settlement', {
    what: `settle a market with ${result.tickets.toLocaleString('en')} open singles, PostgreSQL`,
    measured: `${result.seconds.toFixed(2)} s, ${result.settled.toLocaleString('en')} settled, reconciliation ${result.reconciled ? 'holds' : 'FAILS'}`,
    baseline: '',
    ratio: null,
    goal: `< ${goalSeconds} s at 100,000, reconciled`,
    met: !result.reconciled ? false : result.tickets === 100_000 ? result.seconds < goalSeconds && result.settled === result.tickets : null,
  });
}
