import type { z } from 'zod';
import type { cannedReplyBodySchema } from '@oddsmith/core';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { inTransaction, insertedRow } from '../../lib/transaction';
import { recordAudit } from '../audit';
import * as repo from './support-chat.repo';
import { toCannedReplyView } from './support-chat.views';

type CannedBody = z.infer<typeof cannedReplyBodySchema>;

/** Seeded on an empty table (a fresh database): staff edit or delete them like any other. */
export const starterCannedReplies: readonly CannedBody[] = [
  { title: 'Greeting', body: 'Hello, thanks for contacting Oddsmith support. How can I help you today?' },
  { title: 'Looking into it', body: 'Thanks for your patience: I am looking into this now and will be back with you in a moment.' },
  { title: 'Deposit pending', body: 'Deposits by bank transfer are credited once our team has matched the payment, usually within a few hours. Please keep your deposit reference at hand.' },
  { title: 'Withdrawal times', body: 'Withdrawals are reviewed by our payments team, usually within 24 hours. You can follow the status on your Transactions page.' },
  { title: 'Closing', body: 'Is there anything else I can help you with? If not, I will close this chat. Have a good day!' },
];

export async function ensureStarterCannedReplies(db: Database): Promise<number> {
  if ((await repo.countCannedReplies(db)) > 0) return 0;
  return inTransaction(db, async (tx) => (await repo.insertCannedReplies(tx, starterCannedReplies.map((reply) => ({ ...reply })))).length);
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 404, 'Canned reply not found.', 'id');
}

export async function list(db: Database) {
  return { replies: (await repo.listCannedReplies(db)).map(toCannedReplyView) };
}

export async function create(db: Database, auth: AuthContext, body: CannedBody) {
  return inTransaction(db, async (tx) => {
    const row = insertedRow(await repo.insertCannedReplies(tx, [{ title: body.title, body: body.body, updatedBy: auth.userId }]), 'canned reply');
    await recordAudit(tx, { actorId: auth.userId, action: 'support.canned_reply.create', targetType: 'canned_reply', targetId: row.id, detail: { title: row.title } });
    return { reply: toCannedReplyView(row) };
  });
}

export async function update(db: Database, auth: AuthContext, id: string, body: CannedBody) {
  return inTransaction(db, async (tx) => {
    const row = await repo.updateCannedReply(tx, id, { title: body.title, body: body.body, updatedBy: auth.userId, updatedAt: new Date() });
    if (!row) throw notFound();
    await recordAudit(tx, { actorId: auth.userId, action: 'support.canned_reply.update', targetType: 'canned_reply', targetId: id, detail: { title: row.title } });
    return { reply: toCannedReplyView(row) };
  });
}

export async function remove(db: Database, auth: AuthContext, id: string) {
  return inTransaction(db, async (tx) => {
    const row = await repo.deleteCannedReply(tx, id);
    if (!row) throw notFound();
    await recordAudit(tx, { actorId: auth.userId, action: 'support.canned_reply.delete', targetType: 'canned_reply', targetId: id, detail: { title: row.title } });
    return { reply: toCannedReplyView(row) };
  });
}
