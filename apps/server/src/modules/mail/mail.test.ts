import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { useSuiteApp, describeEachDatabase } from '../../test/app';
import { createMailer, mailAttemptsMax, mailRetryBaseMs } from './mail.service';

describeEachDatabase('mail queue delivery by SMTP', (database) => {
  const testApp = useSuiteApp(database);

  const sent: { to: string; text: string; html?: string }[] = [];
  let failing = false;
  const transport = {
    sendMail: async (mail: { to: string; text: string; html?: string }) => {
      if (failing) throw new Error('smtp down');
      sent.push({ to: mail.to, text: mail.text, ...(mail.html === undefined ? {} : { html: mail.html }) });
    },
    close: () => undefined,
  };
  const mailer = (nodeEnv: 'test' | 'production') =>
    createMailer({ db: testApp.app.db, smtpUrl: 'smtp://unused', from: 'Oddsmith <no-reply@example.com>', log: testApp.app.log, nodeEnv }, transport);
  const row = async (id: string) => (await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('sends the real text, keeps the redacted copy, and forgets the real one in production', async () => {
    const production = mailer('production');
    const id = await testApp.app.db.transaction((tx) => production.enqueue(tx, { to: 'a@example.com', subject: 'Reset', text: 'Go to https://x.test/reset-password?token=Secret_1 now' }));
    expect(await production.deliverDue(new Date())).toBe(1);
    expect(sent.at(-1)).toEqual({ to: 'a@example.com', text: 'Go to https://x.test/reset-password?token=Secret_1 now' });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, deliveryText: null, bodyText: 'Go to https://x.test/reset-password?token=[redacted] now' });
    expect(await production.deliverDue(new Date())).toBe(0);
  });

  it('delivers a template mail as text and HTML (multipart/alternative), both redacted in the outbox copy', async () => {
    const production = mailer('production');
    const link = 'https://x.test/reset-password?token=Secret_2';
    const id = await testApp.app.db.transaction((tx) =>
      production.enqueueTemplate(tx, { to: 'c@example.com', template: 'resetPassword', language: 'en', variables: { username: 'c', link, expiresInMinutes: '60' } }),
    );
    expect(await production.deliverDue(new Date())).toBe(1);
    const delivered = sent.at(-1);
    expect(delivered?.text).toContain(link);
    expect(delivered?.html).toContain(`href="${link}"`);
    expect(await row(id)).toMatchObject({ status: 'sent', deliveryText: null, deliveryHtml: null, template: 'resetPassword', language: 'en' });
    expect((await row(id))?.bodyHtml).toContain('href="https://x.test/reset-password?token=[redacted]"');
    expect((await row(id))?.bodyHtml).not.toContain('Secret_2');
  });

  it('retries a failed delivery after a growing wait, then gives up', async () => {
    const queue = mailer('test');
    const id = await testApp.app.db.transaction((tx) => queue.enqueue(tx, { to: 'b@example.com', subject: 'Hello', text: 'Hello' }));
    failing = true;
    const start = Date.now();
    await queue.deliverDue(new Date(start));
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, error: 'smtp down', nextAttemptAt: new Date(start + mailRetryBaseMs) });
    // Not due yet: nothing is taken.
    expect(await queue.deliverDue(new Date(start + mailRetryBaseMs - 1))).toBe(0);
    for (let attempt = 2; attempt <= mailAttemptsMax; attempt += 1) {
      expect(await queue.deliverDue(new Date(start + 10 * 60_000 * attempt))).toBe(1);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: mailAttemptsMax, nextAttemptAt: null });
    failing = false;
    expect(await queue.deliverDue(new Date(start + 60 * 60_000))).toBe(0);
  });
});
