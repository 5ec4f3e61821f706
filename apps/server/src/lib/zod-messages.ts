import { z } from 'zod';

/**
 * A missing field reads "username: Required" rather than zod's "expected string, received
 * undefined". Imported once by app.ts before any schema is used.
 */
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined),
});
