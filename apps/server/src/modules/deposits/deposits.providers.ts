import type { Transaction } from '../../db/client';
import type { DepositRow, PaymentProvider } from '../../db/schema';
import { createSandboxPayment } from '../sandbox';

/** What starting a payment at a provider gives back: its id and where the player goes to pay. */
export type StartedPayment = { providerPaymentId: string | null; redirectUrl: string | null };

/**
 * A payment-provider adapter. A real provider (Stripe, Adyen, a UPI gateway...) implements `start`
 * with its API and confirms by a signed webhook, like the sandbox. `manual` means staff confirm.
 */
export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  start(tx: Transaction, deposit: DepositRow): Promise<StartedPayment>;
}

/** The web app's hosted-page route for a sandbox payment. */
export const sandboxRedirectUrl = (paymentId: string) => `/bank?sandboxPayment=${paymentId}`;

const sandboxAdapter: PaymentProviderAdapter = {
  name: 'sandbox',
  async start(tx, deposit) {
    const payment = await createSandboxPayment(tx, {
      merchantReference: deposit.id,
      customerId: deposit.userId,
      amountCents: deposit.amountCents + deposit.feeCents,
      currency: deposit.currency,
    });
    return { providerPaymentId: payment.id, redirectUrl: sandboxRedirectUrl(payment.id) };
  },
};

const manualAdapter: PaymentProviderAdapter = {
  name: 'manual',
  start: async () => ({ providerPaymentId: null, redirectUrl: null }),
};

const adapters: Record<PaymentProvider, PaymentProviderAdapter> = { sandbox: sandboxAdapter, manual: manualAdapter };

export function providerFor(name: PaymentProvider): PaymentProviderAdapter {
  return adapters[name];
}
