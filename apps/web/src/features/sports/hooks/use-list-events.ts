import { useCallback, useEffect, useMemo } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { useSocket } from '../../../lib/socket-context';
import { eventsRequested, type EventsQuery } from '../api/sports-api';
import type { SportsDataState } from '../sports-data-slice';
import type { ListType } from '../types';
import { listChannel, useSportsChannels } from './use-sports-channels';

type Dispatch = ThunkDispatch<{ sportsData: SportsDataState }, unknown, UnknownAction>;

/** Loads a list into `sportsData`, follows its channels and refetches on `eventListChanged`. */
export function useListEvents(query: EventsQuery, spid: number, listTypes: readonly ListType[]): () => void {
  const dispatch = useDispatch<Dispatch>();
  const queryKey = JSON.stringify(query);
  const refetch = useCallback(() => {
    void dispatch(eventsRequested(JSON.parse(queryKey) as EventsQuery));
  }, [dispatch, queryKey]);
  useEffect(() => {
    refetch();
  }, [refetch]);
  const typesKey = listTypes.join(',');
  const channels = useMemo(() => typesKey.split(',').filter(Boolean).map((type) => listChannel(spid, type as ListType)), [spid, typesKey]);
  // A list read before its channels were joined is read again once they are (no change missed in between).
  useSportsChannels(useSocket(), channels, { onListChanged: refetch, onSubscribed: refetch });
  return refetch;
}
