import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error';
import { handleError } from './error-handler';

function fakeReply() {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    code(status: number) {
      sent.status = status;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

function fakeRequest() {
  const log = { error: vi.fn(), info: vi.fn() };
  return { request: { log } as unknown as FastifyRequest, log };
}

describe('handleError', () => {
  it('maps an AppError to its status, code and field', () => {
    const { reply, sent } = fakeReply();
    handleError(new AppError('EMAIL_TAKEN', 409, 'email: taken', 'email') as unknown as FastifyError, fakeRequest().request, reply);
    expect(sent).toEqual({ status: 409, body: { status: 'error', message: 'email: taken', code: 'EMAIL_TAKEN', field: 'email', response: null } });
  });

  it('hides the detail of an unexpected error and logs it', () => {
    const { reply, sent } = fakeReply();
    const { request, log } = fakeRequest();
    handleError(new Error('connection string postgres://secret') as FastifyError, request, reply);
    expect(sent).toEqual({ status: 500, body: { status: 'error', message: 'Internal server error.', code: 'INTERNAL', response: null } });
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('keeps other client errors as 4xx with their message', () => {
    const { reply, sent } = fakeReply();
    const error = Object.assign(new Error('Method not allowed'), { statusCode: 405, code: 'FST_ERR_METHOD' }) as FastifyError;
    handleError(error, fakeRequest().request, reply);
    expect(sent.status).toBe(405);
  });
});
