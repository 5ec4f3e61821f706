import { defineProject } from 'vitest/config';

export default defineProject({
  // Property and calibration tests play thousands of matches: a few seconds on a quiet machine, up to
  // ~8 s when CI's other suites share the two cores, so the 5 s default fails them by load alone.
  test: { name: 'core', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
