import type { ApiStaffEvent } from '@oddsmith/core';

/** The staff view of an event (docs/sports-api.md): markets carry stored odds and their result. */
export type AdminEvent = ApiStaffEvent;
export type AdminMarket = AdminEvent['marketsData'][number];
export type AdminOption = AdminMarket['options'][number];
