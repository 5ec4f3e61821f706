import type { Database } from '../../db/client';
import type { PageQuery } from '@oddsmith/core';
import { readPage } from '../../lib/paging';
import * as repo from './audit.repo';

export async function listHistoryPage(db: Database, query: PageQuery) {
  return db.transaction(async (tx) =>
    readPage(query, (limit, offset) => repo.listAudit(tx, limit, offset), () => repo.countAudit(tx), (row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
}
