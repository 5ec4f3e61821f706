import type { ApiEvent, ApiStaffMarket } from '@oddsmith/core';

/** The staff view of an event (docs/sports-api.md): markets carry stored odds and their result. */
export type AdminMarket = ApiStaffMarket;
export type AdminOption = ApiStaffMarket['options'][number];
export type AdminEvent = ApiEvent<ApiStaffMarket>;
