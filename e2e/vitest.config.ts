import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browser',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A screen answers a click within a second on a quiet machine, several when CI's other work
    // shares the two cores; expect.poll's 1 s default failed there (a list refreshed after 1 s).
    expect: { poll: { timeout: 15_000 } },
    // One Chromium at a time: two cores.
    fileParallelism: false,
  },
});
