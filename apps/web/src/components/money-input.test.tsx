import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { currencySymbol, MoneyInput } from './money-input';

function Field({ currency }: { currency: string }) {
  const [value, setValue] = useState('');
  return <MoneyInput label="Amount" value={value} onChange={setValue} currency={currency} locale="en" />;
}

describe('MoneyInput', () => {
  it('keeps the decimal text as typed (a wrong amount is explained, not rounded) beside the currency symbol', async () => {
    renderWithProviders(<Field currency="EUR" />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('placeholder', '0.00');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.setup().type(input, '12.345');
    expect(input).toHaveValue('12.345');
    expect(screen.getByText('€')).toBeInTheDocument();
  });

  it("gives the currency's symbol in the locale, the code when Intl has none", () => {
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(currencySymbol('INR', 'hi')).toBe('₹');
    expect(currencySymbol('not a code', 'en')).toBe('not a code');
  });
});
