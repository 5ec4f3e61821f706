import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger';

/** A pino root logger at `level` (Fastify's), writing its lines into `lines`. */
function rootLogger(level: string): { log: FastifyBaseLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({ logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } } });
  return { log: app.log, lines };
}

describe('lazy request logger', () => {
  it('makes no pino child until a line at or above its level is written', () => {
    const { log, lines } = rootLogger('info');
    const child = vi.spyOn(log, 'child');
    const request = lazyRequestLogger(log, { reqId: 'r-1' }, { level: 'warn' });
    request.info('below the route level');
    request.debug('below the route level');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(request.level).toBe('warn');
    request.error('at or above it');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([['r-1', 'at or above it']]);
  });

  it('writes every line it lets through with the bindings, through one child', () => {
    const { log, lines } = rootLogger('info');
    const child = vi.spyOn(log, 'child');
    const request = lazyRequestLogger(log, { reqId: 'r-2' }, {});
    request.info({ step: 1 }, 'first');
    request.error('second');
    request.debug('under the parent level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.reqId, line.msg, line.step])).toEqual([
      ['r-2', 'first', 1],
      ['r-2', 'second', undefined],
    ]);
  });

  it("follows the parent's level until it has a child, and makes children of its own", () => {
    const { log, lines } = rootLogger('warn');
    const request = lazyRequestLogger(log, { reqId: 'r-3' }, {});
    expect(request.level).toBe('warn');
    request.info('not yet');
    log.level = 'info';
    request.info('now');
    request.child({ part: 'x' }).warn('nested');
    request.level = 'error';
    request.warn('after raising the level');
    expect(lines.map((line) => [line.reqId, line.msg, line.part])).toEqual([
      ['r-3', 'now', undefined],
      ['r-3', 'nested', 'x'],
    ]);
  });
});
