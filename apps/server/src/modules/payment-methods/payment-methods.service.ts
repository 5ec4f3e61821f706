import { centsToAmount, resolveSettingGroup, settingGroup } from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import type { PaymentMethodRow, PaymentProvider } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { cachedSetting } from '../../lib/settings-cache';
import { findSetting } from '../../lib/settings.repo';
import { inTransaction } from '../../lib/transaction';
import type { AuthContext } from '../../lib/auth-context';
import { recordAudit } from '../audit';
import * as repo from './payment-methods.repo';
import type { CreatePaymentMethodBody, PaymentMethod, UpdatePaymentMethodBody } from '@oddsmith/core';

export function toMethodView(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    provider: row.provider,
    min: centsToAmount(row.minCents),
    max: centsToAmount(row.maxCents),
    feeFixed: centsToAmount(row.feeFixedCents),
    feeBasisPoints: row.feeBasisPoints,
    enabled: row.enabled,
    displayOrder: row.displayOrder,
    instructions: row.instructions,
  };
}

function toAdminView(row: PaymentMethodRow) {
  return { ...toMethodView(row), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The payment providers this server runs: the sandbox only when PAYMENTS_SANDBOX is on and staff have not switched it off. */
export type ProviderSettings = { sandbox: boolean };

const providersGroup = settingGroup('paymentProviders');

/**
 * The providers in force: PAYMENTS_SANDBOX allows the sandbox on this server, the operator setting
 * `payments.providers` (settings group `paymentProviders`) turns it on or off; through the settings cache.
 */
export async function providerSettings(db: Database, sandboxConfigured: boolean): Promise<ProviderSettings> {
  if (!sandboxConfigured) return { sandbox: false };
  const stored = await cachedSetting(db, providersGroup.storageKey, () => findSetting(db, providersGroup.storageKey));
  return { sandbox: resolveSettingGroup(providersGroup, stored).sandbox === true };
}

export function providerEnabled(provider: PaymentProvider, settings: ProviderSettings): boolean {
  return provider !== 'sandbox' || settings.sandbox;
}

function providerDisabledError(): AppError {
  return new AppError('PAYMENT_PROVIDER_DISABLED', 400, 'provider: the sandbox provider is not enabled on this server (PAYMENTS_SANDBOX and the payment providers setting).', 'provider');
}

/**
 * While the sandbox is off no method may use it: naming it is refused, and an existing sandbox
 * method may only be switched to another provider or kept disabled.
 */
function assertProviderAllowed(body: UpdatePaymentMethodBody, before: PaymentMethodRow | undefined, settings: ProviderSettings): void {
  if (body.provider !== undefined && !providerEnabled(body.provider, settings)) throw providerDisabledError();
  const provider = body.provider ?? before?.provider;
  const enabled = body.enabled ?? before?.enabled ?? true;
  if (provider !== undefined && enabled && !providerEnabled(provider, settings)) throw providerDisabledError();
}

function assertLimits(minCents: number, maxCents: number): void {
  if (maxCents < minCents) throw new AppError('VALIDATION', 400, 'max: must not be below min', 'max');
}

function rethrowNameTaken(error: unknown): never {
  if (uniqueViolationConstraint(error) !== null) {
    throw new AppError('PAYMENT_METHOD_NAME_TAKEN', 409, 'name: a payment method with this name exists.', 'name');
  }
  throw error;
}

/** A method whose provider is off on this server is not offered (deposits on it are refused anyway). */
export async function listPlayerMethods(db: Database, settings: ProviderSettings) {
  const rows = await repo.listMethods(db, true);
  return { methods: rows.filter((row) => providerEnabled(row.provider, settings)).map(toMethodView) };
}

export async function listAdminMethods(db: Database) {
  return { methods: (await repo.listMethods(db, false)).map(toAdminView) };
}

/** An enabled method, or a 400 naming `methodId` (deposits and withdrawals). */
export async function usableMethod(tx: Executor, methodId: string): Promise<PaymentMethodRow> {
  const method = await repo.findMethod(tx, methodId);
  if (!method || !method.enabled) {
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 400, 'methodId: this payment method is not available.', 'methodId');
  }
  return method;
}

export async function createMethod(db: Database, auth: AuthContext, body: CreatePaymentMethodBody, settings: ProviderSettings) {
  assertLimits(body.min, body.max);
  assertProviderAllowed(body, undefined, settings);
  const row = await inTransaction(db, async (tx) => {
    const created = await repo
      .insertMethod(tx, {
        name: body.name,
        kind: body.kind,
        provider: body.provider,
        minCents: body.min,
        maxCents: body.max,
        feeFixedCents: body.feeFixed ?? 0,
        feeBasisPoints: body.feeBasisPoints ?? 0,
        enabled: body.enabled ?? true,
        displayOrder: body.displayOrder ?? 0,
        instructions: body.instructions ?? '',
      })
      .catch(rethrowNameTaken);
    await recordAudit(tx, { actorId: auth.userId, action: 'payment_method.create', targetType: 'payment_method', targetId: created.id, detail: { ...toMethodView(created) } });
    return created;
  });
  return { method: toAdminView(row) };
}

export async function updateMethod(db: Database, auth: AuthContext, id: string, body: UpdatePaymentMethodBody, settings: ProviderSettings) {
  const row = await inTransaction(db, async (tx) => {
    const before = await repo.findMethod(tx, id);
    if (!before) throw new AppError('PAYMENT_METHOD_NOT_FOUND', 404, 'Payment method not found.');
    assertLimits(body.min ?? before.minCents, body.max ?? before.maxCents);
    assertProviderAllowed(body, before, settings);
    const updated = await repo
      .updateMethod(tx, id, {
        name: body.name,
        kind: body.kind,
        provider: body.provider,
        minCents: body.min,
        maxCents: body.max,
        feeFixedCents: body.feeFixed,
        feeBasisPoints: body.feeBasisPoints,
        enabled: body.enabled,
        displayOrder: body.displayOrder,
        instructions: body.instructions,
        updatedAt: new Date(),
      })
      .catch(rethrowNameTaken);
    if (!updated) throw new AppError('PAYMENT_METHOD_NOT_FOUND', 404, 'Payment method not found.');
    await recordAudit(tx, {
      actorId: auth.userId,
      action: 'payment_method.update',
      targetType: 'payment_method',
      targetId: id,
      detail: { before: toMethodView(before), after: toMethodView(updated) },
    });
    return updated;
  });
  return { method: toAdminView(row) };
}

/** A method with deposits or withdrawals keeps their history: disable it instead (409). */
export async function deleteMethod(db: Database, auth: AuthContext, id: string) {
  await inTransaction(db, async (tx) => {
    const before = await repo.findMethod(tx, id);
    if (!before) throw new AppError('PAYMENT_METHOD_NOT_FOUND', 404, 'Payment method not found.');
    if (await repo.methodInUse(tx, id)) {
      throw new AppError('PAYMENT_METHOD_IN_USE', 409, 'This method has deposits or withdrawals; disable it instead.');
    }
    await repo.deleteMethod(tx, id);
    await recordAudit(tx, { actorId: auth.userId, action: 'payment_method.delete', targetType: 'payment_method', targetId: id, detail: { ...toMethodView(before) } });
  });
  return { id };
}
