// Runs every suite (unit, integration, browser), then prints one closing line that totals them:
// "N passed, N failed, N skipped". Exits non-zero when any suite fails.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = join(root, '.tmp', 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const notes = [];
if (!process.env.TEST_DATABASE_URL) notes.push('PostgreSQL suites skipped: TEST_DATABASE_URL is not set');
if (!process.env.REDIS_URL) notes.push('Redis (multi-instance) suites skipped: REDIS_URL is not set');

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    suitesFailed: report.numFailedTestSuites ?? 0,
  };
}

const suites = [];
const vitest = join(root, 'node_modules', '.bin', 'vitest');

const unitReport = join(reportDir, 'unit-integration.json');
const unitStatus = run('unit + integration', vitest, ['run', '--reporter=default', '--reporter=json', `--outputFile=${unitReport}`]);
suites.push({ name: 'unit + integration', status: unitStatus, counts: readCounts(unitReport) });

if (existsSync(chromiumPath)) {
  const buildStatus = run('web build', 'npm', ['run', 'build']);
  if (buildStatus !== 0) {
    suites.push({ name: 'web build', status: buildStatus, counts: null });
  } else {
    const browserReport = join(reportDir, 'browser.json');
    const browserStatus = run(
      'browser',
      vitest,
      ['run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${browserReport}`],
      { CHROMIUM_PATH: chromiumPath },
    );
    suites.push({ name: 'browser', status: browserStatus, counts: readCounts(browserReport) });
  }
} else {
  notes.push(`Browser suite skipped: no Chromium at ${chromiumPath} (apt-get install -y chromium)`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n=== Summary');
for (const suite of suites) {
  const counts = suite.counts ?? { passed: 0, failed: 1, skipped: 0, suitesFailed: 1 };
  // A runner that exits non-zero without a failed test (a crashed file, a build error) still fails.
  const extraFailure = suite.status !== 0 && counts.failed === 0 ? 1 : 0;
  passed += counts.passed;
  failed += counts.failed + extraFailure;
  skipped += counts.skipped;
  console.log(`${suite.name}: ${counts.passed} passed, ${counts.failed + extraFailure} failed, ${counts.skipped} skipped`);
}
for (const note of notes) console.log(`note: ${note}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
