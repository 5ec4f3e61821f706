import type { PageQuery } from '@oddsmith/core';

export { pageDepthRowsMax, pageOf, pageQueryFields, pageQuerySchema, pageSchema, perPageDefault, perPageMax, withPageDepthCap } from '@oddsmith/core';
export type { PageQuery } from '@oddsmith/core';

export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.perPage;
}
