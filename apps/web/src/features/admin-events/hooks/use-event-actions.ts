import { useCallback } from 'react';
import {
  useAddAdminMarketMutation,
  usePublishMarketResultMutation,
  useUpdateAdminEventMutation,
  useUpdateAdminMarketMutation,
  type AddMarketBody,
  type EventReply,
  type ResultBody,
  type UpdateEventBody,
  type UpdateMarketBody,
} from '../api/admin-events-api';
import { useNotify } from './use-notify';

type Call = { unwrap: () => Promise<EventReply> };

/**
 * The staff edits of one event. Each shows its outcome (the server's message on failure) and
 * answers whether it went through; the fresh event replaces the cached one (api tags).
 */
export function useEventActions(eventId: string) {
  const notify = useNotify();
  const [updateEvent] = useUpdateAdminEventMutation();
  const [addMarket] = useAddAdminMarketMutation();
  const [updateMarket] = useUpdateAdminMarketMutation();
  const [publishResult] = usePublishMarketResultMutation();

  const act = useCallback(
    async (call: Call, messageKey: string): Promise<boolean> => {
      try {
        await call.unwrap();
        notify.success(messageKey);
        return true;
      } catch (error) {
        notify.failure(error);
        return false;
      }
    },
    [notify],
  );

  return {
    saveEvent: (body: UpdateEventBody, messageKey: string) => act(updateEvent({ id: eventId, body }), messageKey),
    addMarket: (body: AddMarketBody) => act(addMarket({ eventId, body }), 'adminEvent.marketAdded'),
    updateMarket: (marketId: string, body: UpdateMarketBody, messageKey: string) => act(updateMarket({ marketId, body }), messageKey).then(() => undefined),
    publishResult: (marketId: string, body: ResultBody) => act(publishResult({ marketId, body }), 'adminEvent.resultPublished'),
  };
}
