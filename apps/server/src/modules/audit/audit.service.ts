import type { Database } from '../../db/client';
import type { HistoryQuery } from '@oddsmith/core';
import { readPage } from '../../lib/paging';
import * as repo from './audit.repo';

export async function listHistoryPage(db: Database, query: HistoryQuery) {
  const { page: _page, perPage: _perPage, ...filters } = query;
  return db.transaction(async (tx) =>
    readPage(query, (limit, offset) => repo.listAudit(tx, filters, limit, offset), () => repo.countAudit(tx, filters), (row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
}

export async function historyFacets(db: Database) {
  return repo.auditFacets(db);
}
