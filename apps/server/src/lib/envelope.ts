import type { ErrorEnvelope } from '@oddsmith/core';

export function success<T>(payload: T, message = 'OK') {
  return { status: 'success' as const, message, response: payload };
}

export function errorEnvelope(code: string, message: string, field?: string): ErrorEnvelope {
  return field === undefined
    ? { status: 'error', message, code, response: null }
    : { status: 'error', message, code, field, response: null };
}
