// Regenerates the tables of docs/permissions.md from the matrix and the routes: npm run docs:permissions
import { buildApp } from '../app';
import { loadConfig, memoryDataDir } from '../config';
import { writePermissionsDoc } from './permissions-doc';

const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), overrides: { dataDir: memoryDataDir, seedDemo: false, logLevel: 'silent', feedEnabled: false } });
try {
  writePermissionsDoc(app.routeAccess);
  console.log(`docs/permissions.md: ${app.routeAccess.size} routes`);
} finally {
  await app.close();
}
