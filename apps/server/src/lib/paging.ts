import type { PageQuery } from '@oddsmith/core';

export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.perPage;
}

/** One page of a list: its rows (as views), the total and the paging numbers the client sent. */
export async function readPage<R, V>(query: PageQuery, rowsOf: (limit: number, offset: number) => Promise<R[]>, totalOf: () => Promise<number>, view: (row: R) => V) {
  const rows = await rowsOf(query.perPage, pageOffset(query));
  return { list: rows.map(view), total: await totalOf(), perPage: query.perPage, currentPage: query.page };
}
