import type { FastifyInstance } from 'fastify';

/** A minute-aligned feed clock near real time, so `date=today` filters see the simulator's events. */
export function feedStartMs(): number {
  return Math.floor(Date.now() / 60_000) * 60_000;
}

/** Starts the simulator on a hand-driven clock (no timer): tests call `app.feed.step(ms)`. */
export async function startManualFeed(app: FastifyInstance, seed: number, startMs: number): Promise<void> {
  app.feed.configure({ seed, timer: false, clock: () => startMs });
  const led = await app.feed.start();
  if (!led) throw new Error('the test app did not get the feed lock');
}

export type ApiEvent = {
  id: string;
  event_id: string;
  name: string;
  sportId: number;
  status: string;
  source: string;
  scores: Record<string, unknown> | null;
  marketCount: number;
  competition: { id: string; name: string };
  marketsData: { id: string; name: string; type: string; status: string; options: { id: string; name: string; odds: number | 'suspended' }[] }[];
};

export async function getJson<T>(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json<{ response: T }>().response;
}
