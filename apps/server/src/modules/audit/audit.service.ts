import type { Database } from '../../db/client';
import { pageOffset, type PageQuery } from '../../lib/paging';
import * as repo from './audit.repo';

export async function listHistoryPage(db: Database, query: PageQuery) {
  return db.transaction(async (tx) => {
    const rows = await repo.listAudit(tx, query.perPage, pageOffset(query));
    const total = await repo.countAudit(tx);
    return {
      list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      total,
      perPage: query.perPage,
      currentPage: query.page,
    };
  });
}
