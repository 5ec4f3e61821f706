// Installs dependencies when they are missing or older than the lockfile. Uses only Node built-ins.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockfile = join(root, 'package-lock.json');
const installedMarker = join(root, 'node_modules', '.package-lock.json');

function needsInstall() {
  if (!existsSync(installedMarker)) return 'node_modules is missing';
  if (existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(installedMarker).mtimeMs + 1000) {
    return 'package-lock.json changed since the last install';
  }
  return null;
}

const reason = needsInstall();
if (reason) {
  const fresh = !existsSync(installedMarker) && existsSync(lockfile);
  const args = fresh ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  console.log(`[install] ${reason}: npm ${args[0]}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
