import type { FastifyInstance } from 'fastify';
import { exchangeMarketRoom, roomHasListeners, userRoom } from '../../lib/realtime';
import { marketLadder, positionView } from './exchange.reads';
import type { ExchangeChanged } from './exchange.service';

type Pending = { userIds: Set<string> };

/**
 * The exchange's realtime side, called after every committed change of a market: the market room
 * gets `exchangeLadder`, each changed player's private room their `exchangePosition`. Publishes of
 * one market run one after the other (so a newer view never arrives before an older one) and
 * changes that arrive meanwhile are merged into the next run (one read for many commits). Emits go
 * through `fastify.io`, so the Redis adapter carries them to every instance. Never throws.
 */
export function exchangePublisher(fastify: FastifyInstance): ExchangeChanged {
  const running = new Map<string, Pending | null>();

  async function publishOnce(marketId: string, userIds: readonly string[]): Promise<void> {
    const io = fastify.io;
    const room = exchangeMarketRoom(marketId);
    if (roomHasListeners(io, room)) io.to(room).emit('exchangeLadder', await marketLadder(fastify.db, marketId));
    for (const userId of userIds) {
      const own = userRoom(userId);
      if (roomHasListeners(io, own)) io.to(own).emit('exchangePosition', await positionView(fastify.db, marketId, userId));
    }
  }

  async function drain(marketId: string, first: readonly string[]): Promise<void> {
    let userIds: readonly string[] | null = first;
    while (userIds) {
      try {
        await publishOnce(marketId, userIds);
      } catch (error) {
        fastify.log.error({ err: error, marketId }, 'exchange: publishing a market change failed');
      }
      const next: Pending | null | undefined = running.get(marketId);
      running.set(marketId, null);
      userIds = next ? [...next.userIds] : null;
    }
    running.delete(marketId);
  }

  return ({ marketId, userIds }) => {
    if (running.has(marketId)) {
      const pending = running.get(marketId) ?? { userIds: new Set<string>() };
      for (const userId of userIds) pending.userIds.add(userId);
      running.set(marketId, pending);
      return;
    }
    running.set(marketId, null);
    void drain(marketId, userIds);
  };
}
