import fp from 'fastify-plugin';
import { marketsChange, type PublishMarkets } from '../modules/risk';
import { configureSportsReads, publishSportsChange, sportsChanged, type SportsChange } from '../modules/sports';

/** The realtime publishers, built once on the socket server (feed, staff event screens, risk). */
export type Realtime = {
  /** Emits a stored sports change: `updatedSlipData`, `eventUpdate`, `eventListChanged`. */
  publishSportsChange: (change: SportsChange) => void;
  /** Publishes markets risk just suspended or released; call after the commit. Never throws. */
  publishMarkets: PublishMarkets;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** One place wires the sports and risk publishers to socket.io; routes and the feed use `fastify.realtime`. */
export default fp(
  async (fastify) => {
    // Every stored sports change passes here after its commit: the read model (the cached list and
    // event bodies) is dropped first, on this instance at once and on the others by NOTIFY.
    configureSportsReads(fastify.db, fastify.dbKind);
    const publish = (change: SportsChange) => {
      sportsChanged(fastify.db, fastify.dbKind);
      publishSportsChange(fastify.io, fastify.publishSlipOdds, change);
    };
    const publishMarkets: PublishMarkets = async (marketIds) => {
      if (marketIds.length === 0) return;
      sportsChanged(fastify.db, fastify.dbKind);
      // The change is stored; a failed push must not turn a committed bet or staff action into an error.
      try {
        publish(await marketsChange(fastify.db, marketIds));
      } catch (error) {
        fastify.log.error({ err: error, marketIds }, 'risk: publishing suspended / released markets failed');
      }
    };
    fastify.decorate('realtime', { publishSportsChange: publish, publishMarkets });
  },
  { name: 'realtime', dependencies: ['db', 'socket'] },
);
