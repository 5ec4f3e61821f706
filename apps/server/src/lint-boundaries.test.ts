import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './config';

// The import rules of docs/architecture.md, run through the real eslint.config.mjs: each snippet is
// linted as if it were a file at `path`, so a rule dropped from the config fails here.
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: join(repoRoot, 'eslint.config.mjs') });

async function ruleErrors(path: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return results.flatMap((result) => result.messages).filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

/** A file that imports `name` from `from` and uses it. */
const importing = (name: string, from: string) => `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

/** Where a probe is linted from, what it holds, and the rules it must break (none: it is allowed). */
type Probe = [path: string, code: string, errors: string[]];

const boundaries = ['boundaries/dependencies'];
const restrictedImports = ['no-restricted-imports'];
const wallet = 'apps/server/src/modules/wallet/boundary-probe.ts';
const sportsModule = 'apps/server/src/modules/sports/boundary-probe';
const plugins = 'apps/server/src/plugins/boundary-probe.ts';
const bankComponents = 'apps/web/src/features/bank/components/boundary-probe.ts';
const core = 'packages/core/src/boundary-probe.ts';

const rules: Record<string, Probe[]> = {
  'a server module imports another module only through its index': [
    [wallet, importing('findUserById', '../users/users.repo'), boundaries],
    [wallet, "export { recordAudit } from '../audit/audit.repo';\n", boundaries],
    [wallet, importing('findUserById', '../users'), []],
    [wallet, importing('walletRoutes', './wallet.routes'), []],
  ],
  'plugins and app.ts import modules only through their index': [
    [plugins, importing('recordAudit', '../modules/audit/audit.repo'), boundaries],
    [plugins, importing('recordAudit', '../modules/audit'), []],
    ['apps/server/src/boundary-probe.ts', importing('walletRoutes', './modules/wallet/wallet.routes'), boundaries],
  ],
  'a server module never imports a plugin': [
    [`${sportsModule}.ts`, importing('roomHasListeners', '../../plugins/socket'), restrictedImports],
    [`${sportsModule}.test.ts`, importing('roomHasListeners', '../../plugins/socket'), restrictedImports],
    [`${sportsModule}.ts`, importing('roomHasListeners', '../../lib/realtime'), []],
    [plugins, importing('roomHasListeners', './socket'), []],
  ],
  // The probes import files that exist: an import the resolver cannot find is not checked.
  'a web feature never imports another feature; apps/web/src/app composes them': [
    [bankComponents, importing('authApi', '../../auth/api/auth-api'), boundaries],
    [bankComponents, importing('bankApi', '../api/bank-api'), []],
    ['apps/web/src/app/boundary-probe.ts', importing('bankApi', '../features/bank/api/bank-api'), []],
  ],
  'core stays pure: no I/O imports, no clock': [
    [core, importing('readFileSync', 'node:fs'), restrictedImports],
    [core, 'export const now = Date.now();\n', ['no-restricted-properties']],
    [core, 'export const two = 1 + 1;\n', []],
  ],
};

describe('lint: module boundaries', () => {
  it.each(Object.entries(rules))('%s', async (_rule, probes) => {
    for (const [path, code, errors] of probes) expect(await ruleErrors(path, code), `${path}:\n${code}`).toEqual(errors);
  });
});
