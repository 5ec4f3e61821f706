import type { PartnerMe, PartnerPlayer, PartnerSummary, PartnerWithdrawal } from '@oddsmith/core';

export const partnerMe: PartnerMe = {
  partner: {
    id: '11111111-1111-4111-8111-111111111111',
    userId: 'u-partner',
    username: 'acme',
    email: 'acme@example.com',
    kind: 'company',
    name: 'Acme Media Ltd',
    website: 'https://acme.example',
    payoutMethod: 'bank_transfer',
    payoutDetails: 'Acme Media DE89370400440532013000',
    currency: 'EUR',
    status: 'active',
    revenueSharePercent: 25,
    revenueShareOverridden: false,
    balance: 42.5,
    pendingWithdrawals: 0,
    minWithdrawal: 20,
    createdAt: '2026-03-01T10:00:00Z',
  },
  campaigns: [{ id: 'c1', code: 'ACME', name: 'Main site', clicks: 12, signups: 3, createdAt: '2026-03-01T10:00:00Z' }],
};

export const partnerSummary: PartnerSummary = {
  from: '2026-03-01',
  to: '2026-03-02',
  currency: 'EUR',
  totals: { clicks: 12, signups: 3, firstDepositors: 2, ngr: 170, commission: 42.5 },
  days: [
    { date: '2026-03-01', clicks: 7, signups: 2, firstDepositors: 1, ngr: 100, commission: 25 },
    { date: '2026-03-02', clicks: 5, signups: 1, firstDepositors: 1, ngr: 70, commission: 17.5 },
  ],
  campaigns: [{ campaignId: 'c1', code: 'ACME', name: 'Main site', clicks: 12, signups: 3, firstDepositors: 2, ngr: 170 }],
  otherCurrencyNgr: {},
};

export const partnerPlayer: PartnerPlayer = {
  id: 'p1',
  username: 'jo***',
  campaignCode: 'ACME',
  currency: 'EUR',
  registeredAt: '2026-03-01T11:00:00Z',
  firstDepositAt: '2026-03-01T12:00:00Z',
  ngr: 100,
};

export const partnerWithdrawal: PartnerWithdrawal = {
  id: 'w1',
  amount: 20,
  currency: 'EUR',
  status: 'rejected',
  reason: 'Wrong IBAN',
  createdAt: '2026-03-02T09:00:00Z',
  decidedAt: '2026-03-02T10:00:00Z',
};

export const pageOf = <T,>(list: T[]) => ({ list, total: list.length, perPage: 10, currentPage: 1 });
