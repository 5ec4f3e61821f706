import type { BalanceApproval } from '@oddsmith/core';
import { fixture } from '../../test/fixtures';

/** A staff credit waiting for a second approval, as the contract describes it (tests only). */
export const approvalFixture = fixture<BalanceApproval>(() => ({
  id: 'a1',
  userId: 'p1',
  username: 'bigspender',
  kind: 'player_credit',
  amount: 2500,
  currency: 'EUR',
  note: 'Cash at the desk',
  status: 'pending',
  requestedBy: { id: 'other', username: 'cashier' },
  decidedBy: null,
  reason: null,
  transferId: null,
  createdAt: '2026-01-01T10:00:00Z',
  decidedAt: null,
}));
