import { z } from 'zod';

// The app runs under a Content-Security-Policy without 'unsafe-eval'. zod compiles fast object
// parsers with `new Function` when it may, and merely trying it is a reported CSP violation, so
// the web parses without it. It must run before any schema is built: main.tsx imports it first,
// and the build puts it in zod's own chunk (vite.config.ts), which runs before any chunk using zod.
z.config({ jitless: true });
