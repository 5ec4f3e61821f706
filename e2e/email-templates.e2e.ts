import { afterAll, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

type OutboxMail = { to: string; subject: string; text: string; html: string | null; template: string | null };

async function adminToken(): Promise<string> {
  return (await call<{ token: string }>('/api/front/login', { method: 'POST', body: demoAccounts.admin })).token;
}

/** The newest outbox mail to `to` (the admin outbox API), once the mail and reset jobs have made it. */
async function outboxMailTo(to: string): Promise<OutboxMail | undefined> {
  const page = await call<{ list: OutboxMail[] }>('/api/admin/outbox?perPage=50', { token: await adminToken() });
  return page.list.find((mail) => mail.to === to && mail.template === 'resetPassword');
}

describe('e-mail templates: staff edit the reset-password mail', () => {
  const suite = useSuiteBrowser();

  afterAll(async () => {
    // Other suites read the default reset mail.
    await call('/api/admin/email-templates/resetPassword/en/reset', { method: 'POST', body: {}, token: await adminToken() });
  });

  it('the manager edits the English template in the editor, and the next reset mail uses it', async () => {
    const stamp = Date.now().toString(36);
    const username = `tplreset_${stamp}`;
    const email = `${username}@example.com`;
    await call('/api/front/register', { method: 'POST', body: { username, email, password: 'TemplatePass123', dateOfBirth: '1990-01-01' } });

    const staff = await newPage(suite.browser);
    const guest = await newPage(suite.browser, { width: 375, height: 812 });
    try {
      await logInThroughForm(staff.page, demoAccounts.staff.username, demoAccounts.staff.password);
      await staff.page.goto('/caff/admin/email-templates');
      await staff.page.getByRole('link', { name: 'Edit Reset password in English' }).first().click();
      const subject = staff.page.getByRole('textbox', { name: 'Subject' });
      await subject.fill(`Your key back in, {{username}} ${stamp}`);
      const body = staff.page.getByRole('textbox', { name: 'Body (HTML part)' });
      await body.fill(`Hello **{{username}}**, this is ${stamp}.\n\n[Pick a new password]({{link}})`);
      await body.press('End');
      await staff.page.getByRole('textbox', { name: 'Text part' }).fill(`Hello {{username}} (${stamp}): `);
      await staff.page.getByRole('textbox', { name: 'Text part' }).press('End');
      await staff.page.getByRole('button', { name: 'Insert link' }).click();
      // The live preview renders the draft with the sample values.
      await expect.poll(() => staff.page.frameLocator('iframe[title="E-mail preview"]').getByText(`Hello alex_88, this is ${stamp}.`).count(), { timeout: 15_000 }).toBe(1);
      await staff.page.getByRole('button', { name: 'Save' }).click();
      await staff.page.getByText('Customised by staff').waitFor();

      await guest.page.goto('/reset-password');
      await settledPath(guest.page);
      await guest.page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await guest.page.getByRole('button', { name: 'Send reset link' }).click();
      await guest.page.getByText('Check your inbox').waitFor();

      await expect.poll(async () => (await outboxMailTo(email))?.subject, { timeout: 20_000 }).toBe(`Your key back in, ${username} ${stamp}`);
      const mail = await outboxMailTo(email);
      expect(mail?.text).toMatch(new RegExp(`^Hello ${username} \\(${stamp}\\): http.*/reset-password\\?token=\\[redacted\\]$`));
      expect(mail?.html).toContain(`Hello <strong>${username}</strong>, this is ${stamp}.`);
      expect(mail?.html).toContain('/reset-password?token=[redacted]"');
    } finally {
      await staff.context.close();
      await guest.context.close();
    }
  });
});
