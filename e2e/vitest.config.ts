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
    // One Chromium at a time: two cores.
    fileParallelism: false,
  },
});
