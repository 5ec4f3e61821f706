import { describe, expect, it } from 'vitest';
import { draftOf, emptyPaymentMethodDraft, validatePaymentMethod } from './payment-method-form';

describe('payment method form', () => {
  it('builds the body with decimal text amounts', () => {
    const result = validatePaymentMethod({ ...emptyPaymentMethodDraft, name: ' UPI ', kind: 'upi', min: '5', max: '1000.50', feeBasisPoints: '150' });
    expect(result).toEqual({
      ok: true,
      input: { name: 'UPI', kind: 'upi', provider: 'manual', min: '5', max: '1000.50', feeFixed: '0', feeBasisPoints: 150, enabled: true, displayOrder: 0, instructions: '' },
    });
  });

  it('names each wrong field', () => {
    const result = validatePaymentMethod({ ...emptyPaymentMethodDraft, name: '', min: '50', max: '20', feeBasisPoints: '10001', displayOrder: 'x', feeFixed: '1.234' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'adminBank.methods.errors.name',
        max: 'adminBank.methods.errors.maxBelowMin',
        feeFixed: 'bank.amountErrors.format',
        feeBasisPoints: 'adminBank.methods.errors.basisPoints',
        displayOrder: 'adminBank.methods.errors.order',
      },
    });
  });

  it('edits an existing method', () => {
    const draft = draftOf({ id: 'm', name: 'Crypto', kind: 'crypto', provider: 'manual', min: 10, max: 20000, feeFixed: 1, feeBasisPoints: 0, enabled: false, displayOrder: 4, instructions: '', createdAt: '', updatedAt: '' });
    expect(draft).toMatchObject({ provider: 'manual', min: '10', max: '20000', feeFixed: '1', enabled: false, displayOrder: '4', instructions: '' });
  });

  it('always names the provider: a new card is staff-confirmed unless the sandbox is picked', () => {
    const card = validatePaymentMethod({ ...emptyPaymentMethodDraft, name: 'Card', kind: 'card' });
    expect(card).toMatchObject({ ok: true, input: { kind: 'card', provider: 'manual' } });
    const sandbox = validatePaymentMethod({ ...emptyPaymentMethodDraft, name: 'Card', kind: 'card', provider: 'sandbox' });
    expect(sandbox).toMatchObject({ ok: true, input: { provider: 'sandbox' } });
    const edited = draftOf({ id: 'c', name: 'Card', kind: 'card', provider: 'sandbox', min: 10, max: 50, feeFixed: 0, feeBasisPoints: 150, enabled: true, displayOrder: 1, instructions: '', createdAt: '', updatedAt: '' });
    expect(validatePaymentMethod(edited)).toMatchObject({ ok: true, input: { provider: 'sandbox' } });
  });
});
