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

describe('lint: module boundaries', () => {
  it('a server module imports another module only through its index', async () => {
    const repo = "import { findUserById } from '../users/users.repo';\nexport const find = findUserById;\n";
    const service = "export { recordAudit } from '../audit/audit.repo';\n";
    const index = "import { findUserById } from '../users';\nexport const find = findUserById;\n";
    const own = "import { walletRoutes } from './wallet.routes';\nexport const routes = walletRoutes;\n";
    expect(await ruleErrors('apps/server/src/modules/wallet/boundary-probe.ts', repo)).toEqual(['boundaries/dependencies']);
    expect(await ruleErrors('apps/server/src/modules/wallet/boundary-probe.ts', service)).toEqual(['boundaries/dependencies']);
    expect(await ruleErrors('apps/server/src/modules/wallet/boundary-probe.ts', index)).toEqual([]);
    expect(await ruleErrors('apps/server/src/modules/wallet/boundary-probe.ts', own)).toEqual([]);
  });

  it('plugins and app.ts import modules only through their index', async () => {
    const pluginInternal = "import { recordAudit } from '../modules/audit/audit.repo';\nexport const audit = recordAudit;\n";
    const pluginIndex = "import { recordAudit } from '../modules/audit';\nexport const audit = recordAudit;\n";
    const appInternal = "import { walletRoutes } from './modules/wallet/wallet.routes';\nexport const routes = walletRoutes;\n";
    expect(await ruleErrors('apps/server/src/plugins/boundary-probe.ts', pluginInternal)).toEqual(['boundaries/dependencies']);
    expect(await ruleErrors('apps/server/src/plugins/boundary-probe.ts', pluginIndex)).toEqual([]);
    expect(await ruleErrors('apps/server/src/boundary-probe.ts', appInternal)).toEqual(['boundaries/dependencies']);
  });

  it('a server module never imports a plugin', async () => {
    const plugin = "import { roomHasListeners } from '../../plugins/socket';\nexport const has = roomHasListeners;\n";
    const lib = "import { roomHasListeners } from '../../lib/realtime';\nexport const has = roomHasListeners;\n";
    expect(await ruleErrors('apps/server/src/modules/sports/boundary-probe.ts', plugin)).toEqual(['no-restricted-imports']);
    expect(await ruleErrors('apps/server/src/modules/sports/boundary-probe.test.ts', plugin)).toEqual(['no-restricted-imports']);
    expect(await ruleErrors('apps/server/src/modules/sports/boundary-probe.ts', lib)).toEqual([]);
    expect(await ruleErrors('apps/server/src/plugins/boundary-probe.ts', "import { roomHasListeners } from './socket';\nexport const has = roomHasListeners;\n")).toEqual([]);
  });

  it('a web feature never imports another feature; apps/web/src/app composes them', async () => {
    // The probes import files that exist: an import the resolver cannot find is not checked.
    const otherFeature = "import { authApi } from '../../auth/api/auth-api';\nexport const auth = authApi;\n";
    const ownFeature = "import { bankApi } from '../api/bank-api';\nexport const bank = bankApi;\n";
    const composed = "import { bankApi } from '../features/bank/api/bank-api';\nexport const bank = bankApi;\n";
    expect(await ruleErrors('apps/web/src/features/bank/components/boundary-probe.ts', otherFeature)).toEqual(['boundaries/dependencies']);
    expect(await ruleErrors('apps/web/src/features/bank/components/boundary-probe.ts', ownFeature)).toEqual([]);
    expect(await ruleErrors('apps/web/src/app/boundary-probe.ts', composed)).toEqual([]);
  });

  it('core stays pure: no I/O imports, no clock', async () => {
    const io = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";
    const clock = 'export const now = Date.now();\n';
    expect(await ruleErrors('packages/core/src/boundary-probe.ts', io)).toEqual(['no-restricted-imports']);
    expect(await ruleErrors('packages/core/src/boundary-probe.ts', clock)).toEqual(['no-restricted-properties']);
    expect(await ruleErrors('packages/core/src/boundary-probe.ts', 'export const two = 1 + 1;\n')).toEqual([]);
  });
});
