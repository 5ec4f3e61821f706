import { createHmac } from 'node:crypto';
import {
  centsToAmount,
  dayOf,
  type CreatePartnerCampaignBody,
  type PartnerCampaign,
  type PartnerMe,
  type PartnerProfile,
  type PartnerRegisterBody,
} from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import * as repo from './partners.repo';
import { readPartnerSettings } from './partners.settings';

/** The profile a partner account gets at registration (the auth module creates the user first). */
export async function createPartnerProfile(tx: Transaction, userId: string, body: Omit<PartnerRegisterBody, 'username' | 'email' | 'password'>, now: Date) {
  return repo.insertPartner(tx, {
    userId,
    kind: body.kind,
    name: body.name.trim(),
    website: body.website?.trim() || null,
    payoutMethod: body.payoutMethod,
    payoutDetails: body.payoutDetails.trim(),
    termsAcceptedAt: now,
  });
}

/**
 * A registration with the `affiliateId` cookie: the code resolves to its campaign and partner and the
 * player is recorded as theirs. An unknown code (or a partner's own account) attributes nothing.
 */
export async function attributeRegistration(tx: Transaction, userId: string, code: string | null): Promise<boolean> {
  if (!code) return false;
  const campaign = await repo.findCampaignByCode(tx, code);
  if (!campaign) return false;
  await repo.insertReferral(tx, { userId, partnerId: campaign.partnerId, campaignId: campaign.id });
  return true;
}

/** The caller's partner profile, 403 when the account has none. */
export async function requirePartner(tx: Executor, userId: string): Promise<repo.PartnerWithUser> {
  const found = await repo.findPartnerBy(tx, { userId });
  if (!found) throw new AppError('FORBIDDEN', 403, 'This account is not a partner.');
  return found;
}

export async function profileOf(tx: Executor, { partner, user }: repo.PartnerWithUser): Promise<PartnerProfile> {
  const settings = await readPartnerSettings(tx);
  const balance = await repo.partnerBalance(tx, user.id, user.currency);
  const overridden = partner.revenueShareBp !== null;
  return {
    id: partner.id,
    userId: user.id,
    username: user.username,
    email: user.email,
    kind: partner.kind,
    name: partner.name,
    website: partner.website,
    payoutMethod: partner.payoutMethod,
    payoutDetails: partner.payoutDetails,
    currency: user.currency,
    status: user.status === 'blocked' ? 'blocked' : 'active',
    revenueSharePercent: overridden ? (partner.revenueShareBp ?? 0) / 100 : settings.revenueSharePercent,
    revenueShareOverridden: overridden,
    balance: centsToAmount(balance.availableCents),
    pendingWithdrawals: centsToAmount(balance.heldCents),
    minWithdrawal: centsToAmount(settings.minWithdrawalCents),
    createdAt: partner.createdAt.toISOString(),
  };
}

export function campaignView(row: repo.CampaignCounts): PartnerCampaign {
  return { id: row.id, code: row.code, name: row.name, clicks: row.clicks, signups: row.signups, createdAt: row.createdAt.toISOString() };
}

export async function partnerMe(db: Database, userId: string): Promise<PartnerMe> {
  return db.transaction(async (tx) => {
    const found = await requirePartner(tx, userId);
    return { partner: await profileOf(tx, found), campaigns: (await repo.campaignsWithCounts(tx, found.partner.id)).map(campaignView) };
  });
}

export async function listCampaigns(db: Database, userId: string): Promise<PartnerCampaign[]> {
  return db.transaction(async (tx) => (await repo.campaignsWithCounts(tx, (await requirePartner(tx, userId)).partner.id)).map(campaignView));
}

function codeTaken(): AppError {
  return new AppError('PARTNER_CODE_TAKEN', 409, 'code: this code is already taken.', 'code');
}

/** A new code: unique ignoring case across all partners (409 `PARTNER_CODE_TAKEN` naming `code`). */
export async function createCampaign(db: Database, userId: string, body: CreatePartnerCampaignBody): Promise<PartnerCampaign> {
  const code = body.code.trim();
  return inTransaction(db, async (tx) => {
    const { partner } = await requirePartner(tx, userId);
    if (await repo.findCampaignByCode(tx, code)) throw codeTaken();
    const row = await repo.insertCampaign(tx, { partnerId: partner.id, code, name: body.name.trim() }).catch((error: unknown) => {
      if (uniqueViolationConstraint(error) === 'partner_campaigns_code_key_unique') throw codeTaken();
      throw error;
    });
    return campaignView({ ...row, clicks: 0, signups: 0 });
  });
}

/** A partner's first code at registration: their username when free, else username plus a number. */
export async function createFirstCampaign(tx: Transaction, partnerId: string, username: string): Promise<void> {
  const base = username.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 28).padEnd(3, '0');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = attempt === 0 ? base : `${base}${attempt + 1}`;
    if (await repo.findCampaignByCode(tx, code)) continue;
    await repo.insertCampaign(tx, { partnerId, code, name: 'Default' });
    return;
  }
}

/**
 * The visitor key of a click: HMAC-SHA256 of day, address and user agent under a key derived from the
 * server secret. Neither the address nor the agent is stored; the day in the message makes keys of
 * different days unlinkable, and without the secret the key cannot be recomputed from a guessed address.
 */
export function visitorKeyOf(secret: string, day: string, address: string, userAgent: string): string {
  const key = createHmac('sha256', secret).update('partner-click-visitor-v1').digest();
  return createHmac('sha256', key).update(`${day}\n${address}\n${userAgent}`).digest('hex');
}

/** Counts a click once per visitor, code and day; an unknown code records nothing. */
export async function recordClick(db: Database, secret: string, code: string, visitor: { address: string; userAgent: string }, nowMs: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const campaign = await repo.findCampaignByCode(tx, code.trim());
    if (!campaign) return false;
    const day = dayOf(nowMs);
    return repo.insertClick(tx, { campaignId: campaign.id, day, visitorKey: visitorKeyOf(secret, day, visitor.address, visitor.userAgent) });
  });
}


/** The demo partner's profile and code (seed-demo): created once, kept as they are afterwards. */
export async function ensureDemoPartner(tx: Transaction, userId: string, code: string): Promise<void> {
  const partner = (await repo.findPartnerBy(tx, { userId }))?.partner ??
    (await createPartnerProfile(tx, userId, { kind: 'company', name: 'Demo Affiliates Ltd', website: 'https://partner.example.com', payoutMethod: 'bank_transfer', payoutDetails: 'IBAN DE89 3704 0044 0532 0130 00', termsAccepted: true, currency: 'EUR' }, new Date()));
  if (!(await repo.findCampaignByCode(tx, code))) await repo.insertCampaign(tx, { partnerId: partner.id, code, name: 'Demo campaign' });
}
