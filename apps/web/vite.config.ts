import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { asyncEntryStyles } from './build/async-styles';
import { inlineBootScript } from './build/inline-boot-script';
import { precompress } from './build/precompress';

const serverOrigin = 'http://localhost:3000';

/**
 * Groups the vendor libraries every screen needs into stable, separately cached chunks. Mantine,
 * its icons, charts and tables are left out on purpose: a component lands in the chunk of the
 * screens that use it, so the back-office's inputs, tables and charts load with those screens
 * instead of up front (scripts/bundle-size.mjs measures a route's first load).
 */
function manualChunks(id: string): string | undefined {
  // zod and the module that configures it share one chunk, so the configuration runs before any
  // chunk that builds a schema (see src/lib/zod-jitless.ts).
  if (/[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/.test(id)) return 'zod';
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/](recharts|d3-[a-z-]+|victory-vendor|@mantine[\\/]charts|@tanstack)[\\/]/.test(id)) return undefined;
  if (/[\\/](i18next[a-z-]*|react-i18next)[\\/]/.test(id)) return 'i18n';
  if (/[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser)[\\/]/.test(id)) return 'realtime';
  if (/[\\/](@reduxjs|redux|redux-persist|react-redux|immer|reselect)[\\/]/.test(id)) return 'state';
  if (/node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)) return 'react';
  return undefined;
}

export default defineConfig({
  plugins: [react(), inlineBootScript(), asyncEntryStyles(), precompress()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each entry and lazy import loads (scripts/bundle-size.mjs).
    manifest: true,
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    // No <link rel=modulepreload> for the entry's imports nor for a lazy chunk's: the browser finds a
    // module's imports when it parses it (rolldown lists them flat in each chunk). The links made
    // Lighthouse count every preloaded script as blocking the first paint (the static shell paints
    // without them), and adding them at run time was main-thread work in profiles of /inplay. A lazy
    // chunk's CSS is still loaded before it runs.
    modulePreload: false,
    // Browsers that read CSS `light-dark()` natively (Mantine sets `color-scheme` on the root from
    // its theme attribute); an older target makes the CSS minifier lower it to variables that are
    // never defined, and every light-dark() colour comes out empty.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    rollupOptions: { output: { manualChunks } },
  },
  server: {
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: true },
      '/socket.io': { target: serverOrigin, ws: true, changeOrigin: true },
      '/healthz': { target: serverOrigin, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: true },
      '/socket.io': { target: serverOrigin, ws: true, changeOrigin: true },
      '/healthz': { target: serverOrigin, changeOrigin: true },
    },
  },
});
