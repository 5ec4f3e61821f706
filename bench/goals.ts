/**
 * Issue 18's goals table as `npm run bench` measured it: each section that has a goal records its
 * row here (what, the figure, its baseline from the same run, the ratio, the goal, met or not), and
 * bench/run.ts prints them together at the end, so one run answers "where do we stand" without
 * reading every section's output. A section skipped (no PostgreSQL, no build, no Chromium, not in
 * BENCH_ONLY) records nothing and its row says so.
 */

export type GoalRow = {
  /** The goal's row in the issue, e.g. "bet placement, PostgreSQL". */
  what: string;
  /** The measured figure, as printed (e.g. "2,300/s, p99 49 ms"). */
  measured: string;
  /** The baseline from the same run, as printed; empty when the goal has none. */
  baseline: string;
  /** measured / baseline where the goal is a ratio; null otherwise. */
  ratio: number | null;
  goal: string;
  /** null: not judged (e.g. measured at another size than the goal's). */
  met: boolean | null;
};

/** The sections with a goal, in the order (a row per section at least, "not run" when it recorded none). */
export const goalSections = ['placement', 'exchange-api', 'settlement', 'lists', 'feed', 'web'] as const;
export type GoalSection = (typeof goalSections)[number];

const recorded = new Map<GoalSection, GoalRow[]>();

export function recordGoal(section: GoalSection, row: GoalRow): void {
  recorded.set(section, [...(recorded.get(section) ?? []), row]);
}

/** A count as the README writes it (2,300/s). */
export function perSecond(value: number): string {
  return `${Math.round(value).toLocaleString('en')}/s`;
}

/** The goals table: one line per recorded row, "not run" for a goal section that recorded none. */
export function goalsTable(ran: (section: GoalSection) => boolean): string[] {
  const lines = ['', "issue 18 goals (this run; each figure beside its baseline from the same run):"];
  for (const section of goalSections) {
    const rows = recorded.get(section);
    if (!rows || rows.length === 0) {
      lines.push(`  ${section.padEnd(14)} not run${ran(section) ? ' (skipped: see its section above)' : ' (not in BENCH_ONLY)'}`);
      continue;
    }
    for (const row of rows) {
      const ratio = row.ratio === null ? '' : `, ratio ${row.ratio.toFixed(3)}`;
      const baseline = row.baseline ? `; baseline ${row.baseline}${ratio}` : ratio;
      lines.push(`  ${row.met === null ? 'n/a    ' : row.met ? 'met    ' : 'NOT met'} ${row.what}: ${row.measured}${baseline} (goal ${row.goal})`);
    }
  }
  return lines;
}
