import type { ApiEvent } from '@oddsmith/core';

export type SelectionNames = { eventName?: string; marketName?: string; selectionName?: string };

/**
 * The names the slip shows for a selection, read from the events on screen (the list and the open
 * event); the button's own label is the fallback for the selection's name.
 */
export function selectionNames(events: readonly (ApiEvent | null | undefined)[], gameId: string, optionId: string, label: string): SelectionNames {
  const names: SelectionNames = label ? { selectionName: label } : {};
  const event = events.find((item) => item?.id === gameId);
  if (!event) return names;
  names.eventName = event.name;
  const market = event.marketsData.find((item) => item.options.some((option) => option.id === optionId));
  if (market) names.marketName = market.name;
  const option = market?.options.find((item) => item.id === optionId);
  if (option) names.selectionName = option.name;
  return names;
}
