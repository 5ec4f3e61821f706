import type { Role } from '@oddsmith/core';

/** The authenticated caller of a request: set by the auth plugin, passed to services. */
export type AuthContext = { userId: string; role: Role; sessionId: string };
