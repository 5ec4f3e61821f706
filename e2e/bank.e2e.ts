import { describe, expect, it } from 'vitest';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

describe('bank: deposit through the sandbox card page, withdrawal paid by staff', () => {
  const suite = useSuiteBrowser();

  it('a player deposits 25, withdraws 40, staff approve it and the history shows it paid', async () => {
    const player = await newPage(suite.browser);
    const page = player.page;
    await logInThroughForm(page, demoAccounts.player.username, demoAccounts.player.password);
    await expect.poll(() => page.locator('header').innerText()).toContain('1,000.00');

    // Deposit 25 with the sandbox card: the app opens its hosted payment page.
    await page.goto('/bank');
    await settledPath(page);
    await page.getByRole('radio', { name: 'Card (sandbox)' }).click();
    await page.getByRole('textbox', { name: 'Amount (EUR)' }).fill('25');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sandboxPayment')).toBeTruthy();
    const payButton = page.getByRole('button', { name: /^Pay / });
    await payButton.waitFor();
    await payButton.click();
    await page.getByText('Deposit credited').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('header').innerText(), { timeout: 15_000 }).toContain('1,025.00');

    // Withdraw 40 by bank transfer, confirming that it cannot be reversed.
    await page.getByRole('button', { name: 'Back to the bank' }).click();
    await page.getByRole('tab', { name: 'Withdraw', exact: true }).click();
    await page.getByRole('combobox', { name: 'Withdrawal method' }).click();
    await page.getByRole('option', { name: 'Bank transfer' }).click();
    await page.getByRole('textbox', { name: 'Amount (EUR)' }).fill('40');
    await page.getByRole('textbox', { name: 'Account holder' }).fill('Demo Player');
    await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89370400440532013000');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
    await expect.poll(() => dialog.innerText()).toContain('cannot be reversed');
    await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
    await page.getByText('Withdrawal of 40.00 EUR requested').waitFor();
    await expect.poll(() => page.locator('header').innerText(), { timeout: 15_000 }).toContain('985.00');

    // Staff approve it in the withdrawals queue.
    const staff = await newPage(suite.browser);
    await logInThroughForm(staff.page, demoAccounts.staff.username, demoAccounts.staff.password);
    await staff.page.goto('/caff/admin/withdrawals');
    await settledPath(staff.page);
    const row = staff.page.getByRole('row').filter({ hasText: 'player' }).filter({ hasText: '40.00 EUR' }).first();
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    const decision = staff.page.getByRole('dialog', { name: 'Approve this request?' });
    await decision.getByRole('button', { name: 'Approve', exact: true }).click();
    await staff.page.getByText('Approved').first().waitFor();
    await staff.context.close();

    // The player's own withdrawals list and history show it paid.
    await page.goto('/bank?tab=withdrawals');
    await settledPath(page);
    const paid = page.getByRole('row').filter({ hasText: '40.00 EUR' }).first();
    await expect.poll(() => paid.textContent(), { timeout: 15_000 }).toContain('Paid');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Transaction history' }).textContent(), { timeout: 15_000 }).toMatch(/Withdrawal[\s\S]*Completed/);
    await player.context.close();
  });
});
