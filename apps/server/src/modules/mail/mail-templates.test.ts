import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, mailOutbox, mailTemplates } from '../../db/schema';
import { bearer, loginAs, registerPlayer, registration, runMailJobs, tokenFromMail, useSuiteApp, describeEachDatabase } from '../../test/app';
import { createMethod, fundedPlayer, staffTokens } from '../../test/bank';
import { markdownToSafeHtml } from './mail-templates.render';

describeEachDatabase('e-mail templates', (database) => {
  let staff: { admin: string; manager: string };
  const testApp = useSuiteApp(database, {}, async () => {
    staff = await staffTokens(testApp.app);
  });
  const api = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: unknown) =>
    testApp.app.inject({ method, url: `/api/admin/email-templates${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const latestTo = async (to: string, template?: string) => {
    await runMailJobs(testApp.app);
    const rows = await testApp.app.db
      .select()
      .from(mailOutbox)
      .where(template === undefined ? eq(mailOutbox.toAddress, to) : and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(1);
    return rows[0];
  };
  const resetDraft = { subject: 'Password help for {{username}}', body: 'Hi **{{username}}**, [set a new password]({{link}}) within {{expiresInMinutes}} minutes.', text: 'Hi {{username}}: {{link}}' };

  it('lists every template in en, es and hi for content.edit only (players, support 403)', async () => {
    const list = await api('GET', '', staff.manager);
    expect(list.statusCode).toBe(200);
    const templates = list.json().response.templates as { key: string; languages: { language: string; customised: boolean }[] }[];
    expect(templates.map((template) => template.key)).toEqual(expect.arrayContaining(['verifyEmail', 'resetPassword', 'passwordChanged', 'depositCredited', 'withdrawalPaid', 'withdrawalRejected', 'selfExclusionConfirmed', 'timeOutConfirmed', 'partnerPayout']));
    for (const template of templates) expect(template.languages.map((entry) => entry.language)).toEqual(['en', 'es', 'hi']);
    const { token } = await registerPlayer(testApp.app, 'tpl_player');
    expect((await api('GET', '', token)).statusCode).toBe(403);
    expect((await api('GET', '', await loginAs(testApp.app, 'support', 'SupportPass123'))).statusCode).toBe(403);
    expect((await api('PUT', '/resetPassword/en', token, resetDraft)).statusCode).toBe(403);
  });

  it('refuses an unknown variable, HTML and unsafe links with a 400 naming the field, storing nothing', async () => {
    const cases = [
      [{ ...resetDraft, subject: 'Hi {{foo}}' }, 'subject', /unknown variable \{\{foo\}\}/],
      [{ ...resetDraft, text: 'Your {{amount}}' }, 'text', /unknown variable \{\{amount\}\}/],
      [{ ...resetDraft, body: 'Hi <script>alert(1)</script>' }, 'body', /HTML is not allowed/],
      [{ ...resetDraft, body: '[click](javascript:alert(1))' }, 'body', /link must point/],
    ] as const;
    for (const [draft, field, message] of cases) {
      const response = await api('PUT', '/resetPassword/en', staff.admin, draft);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'MAIL_TEMPLATE_INVALID', field });
      expect(response.json().message).toMatch(message);
      const preview = await api('POST', '/resetPassword/en/preview', staff.admin, { draft });
      expect(preview.statusCode).toBe(400);
    }
    expect(await testApp.app.db.select().from(mailTemplates)).toHaveLength(0);
    expect((await api('GET', '/nope/en', staff.admin)).statusCode).toBe(400);
    expect((await api('GET', '/resetPassword/fr', staff.admin)).statusCode).toBe(400);
  });

  it('previews responsive HTML with the values escaped, and the text part as typed', async () => {
    const response = await api('POST', '/resetPassword/es/preview', staff.admin, { values: { username: '<img src=x onerror=alert(1)>' } });
    expect(response.statusCode).toBe(200);
    const { subject, html, text } = response.json().response as { subject: string; html: string; text: string };
    expect(subject).toBe('Restablece tu contraseña de Oddsmith');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('</html>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('href="https://oddsmith.example/reset-password?token=sample-token"');
    expect(html).toContain('@media only screen');
    expect(text).toContain('<img src=x onerror=alert(1)>');
    const badLink = await api('POST', '/resetPassword/en/preview', staff.admin, { values: { link: 'javascript:alert(1)' } });
    expect(badLink.json()).toMatchObject({ field: 'values.link' });
    const unknown = await api('POST', '/resetPassword/en/preview', staff.admin, { values: { foo: 'x' } });
    expect(unknown.json()).toMatchObject({ field: 'values.foo' });
  });

  it('neutralises HTML that reaches the Markdown renderer (defence in depth)', () => {
    const html = markdownToSafeHtml('<script>alert(1)</script>\n\n[x](javascript:alert(1)) [y]({{link}}) <b onclick="x">b</b>');
    expect(html).not.toMatch(/<script|<b[ >]|href="javascript/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="{{link}}"');
  });

  it('edits the reset-password template: the next reset mail uses it; reset to default restores it; both audited', async () => {
    const saved = await api('PUT', '/resetPassword/en', staff.manager, resetDraft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().response).toMatchObject({ customised: true, subject: resetDraft.subject, updatedBy: 'staff' });
    const { user } = await registerPlayer(testApp.app, 'tpl_reset');
    await testApp.app.inject({ method: 'POST', url: '/api/front/reset-password', payload: { email: user.email } });
    const mail = await latestTo(user.email, 'resetPassword');
    expect(mail).toMatchObject({ subject: `Password help for ${user.username}`, language: 'en', status: 'stored' });
    expect(mail?.bodyText).toMatch(/^Hi user_tpl_reset.*: http.*\/reset-password\?token=\[redacted\]$/);
    expect(mail?.bodyHtml).toContain(`Hi <strong>${user.username}</strong>`);
    expect(mail?.bodyHtml).toContain('reset-password?token=[redacted]"');
    const token = tokenFromMail(mail?.deliveryHtml ?? '', 'token');
    expect(mail?.deliveryText).toContain(token);
    expect(mail?.bodyHtml).not.toContain(token);

    const outbox = await testApp.app.inject({ method: 'GET', url: '/api/admin/outbox?perPage=5', headers: bearer(staff.admin) });
    expect(outbox.json().response.list.find((entry: { to: string }) => entry.to === user.email)).toMatchObject({ subject: `Password help for ${user.username}`, template: 'resetPassword' });

    const reset = await api('POST', '/resetPassword/en/reset', staff.admin);
    expect(reset.json().response).toMatchObject({ customised: false, subject: 'Reset your Oddsmith password' });
    const audits = await testApp.app.db.select().from(auditLog).where(eq(auditLog.targetId, 'resetPassword:en')).orderBy(auditLog.createdAt);
    expect(audits.map((row) => row.action)).toEqual(['mailTemplate.update', 'mailTemplate.reset']);
    expect(audits[0]?.detail).toMatchObject({ before: { subject: 'Reset your Oddsmith password' }, after: { subject: resetDraft.subject } });
    expect(audits[1]?.detail).toMatchObject({ before: { subject: resetDraft.subject }, after: { subject: 'Reset your Oddsmith password' } });
  });

  it("sends a test of the draft to the caller's own address through the outbox", async () => {
    const response = await api('POST', '/depositCredited/hi/test', staff.admin, { draft: { subject: 'जमा {{amount}}', body: 'नमस्ते {{username}}', text: 'नमस्ते {{username}}' } });
    expect(response.statusCode).toBe(200);
    const { to, mailId } = response.json().response as { to: string; mailId: string };
    const [mail] = await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(mail).toMatchObject({ toAddress: to, subject: '[Test] जमा 250.00 EUR', template: 'depositCredited', language: 'hi' });
    expect(mail?.bodyHtml).toContain('नमस्ते alex_88');
  });

  it("mails registration, password change and reset in the account's language (Accept-Language at registration)", async () => {
    const register = await testApp.app.inject({ method: 'POST', url: '/api/front/register', headers: { 'accept-language': 'es-ES,es;q=0.9' }, payload: registration('tpl_es') });
    const user = register.json().response.user as { email: string; username: string };
    const verify = await latestTo(user.email, 'verifyEmail');
    expect(verify).toMatchObject({ subject: 'Confirma tu correo de Oddsmith', language: 'es' });
    expect(verify?.bodyHtml).toContain('login?verify=[redacted]');
    await testApp.app.inject({ method: 'POST', url: '/api/front/reset-password', payload: { email: user.email } });
    const token = tokenFromMail((await latestTo(user.email, 'resetPassword'))?.deliveryText ?? '', 'token');
    await testApp.app.inject({ method: 'POST', url: '/api/front/reset-password', payload: { token, password: 'AnotherPass789' } });
    expect(await latestTo(user.email, 'passwordChanged')).toMatchObject({ subject: 'Tu contraseña de Oddsmith ha cambiado', language: 'es' });
  });

  it('mails a credited deposit, a paid and a rejected withdrawal, a time-out and a self-exclusion', async () => {
    const methodId = await createMethod(testApp.app, staff.admin, { name: 'Tpl wire', kind: 'bank_transfer', min: 10, max: 5000 });
    const player = await fundedPlayer(testApp.app, 'tpl_money', 100_00);
    const email = 'user_tpl_money@example.com';
    const deposit = await testApp.app.inject({ method: 'POST', url: '/api/bank/deposits', headers: bearer(player.token), payload: { methodId, amount: 25, requestId: 'tpl-dep-1' } });
    const depositId = deposit.json().response.deposit.id as string;
    await testApp.app.inject({ method: 'POST', url: `/api/admin/deposits/${depositId}/approve`, headers: bearer(staff.admin), payload: {} });
    expect(await latestTo(email, 'depositCredited')).toMatchObject({ subject: 'Your deposit of 25.00 EUR is in your wallet' });

    const withdraw = async (requestId: string) =>
      (await testApp.app.inject({ method: 'POST', url: '/api/bank/withdrawals', headers: bearer(player.token), payload: { methodId, amount: 20, details: { iban: 'DE89370400440532013000' }, requestId } })).json().response.withdrawal.id as string;
    const paid = await withdraw('tpl-wd-1');
    await testApp.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${paid}/approve`, headers: bearer(staff.admin), payload: {} });
    expect(await latestTo(email, 'withdrawalPaid')).toMatchObject({ subject: 'Your withdrawal of 20.00 EUR was paid' });
    const rejected = await withdraw('tpl-wd-2');
    await testApp.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${rejected}/reject`, headers: bearer(staff.admin), payload: { reason: 'Name <mismatch>' } });
    const rejection = await latestTo(email, 'withdrawalRejected');
    expect(rejection?.bodyText).toContain('Reason: Name <mismatch>');
    expect(rejection?.bodyHtml).toContain('Name &lt;mismatch&gt;');

    const rg = (payload: Record<string, unknown>) => testApp.app.inject({ method: 'PUT', url: '/api/front/responsible-gambling', headers: bearer(player.token), payload });
    expect((await rg({ timeOutDays: 7 })).statusCode).toBe(200);
    expect(await latestTo(email, 'timeOutConfirmed')).toMatchObject({ subject: 'Your time-out is confirmed' });
    const before = await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    // A shorter time-out changes nothing, so nothing is mailed.
    await rg({ timeOutDays: 1 });
    expect(await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(before.length);
    expect((await rg({ selfExclusionMonths: 6 })).statusCode).toBe(200);
    expect((await latestTo(email, 'selfExclusionConfirmed'))?.bodyText).toMatch(/self-exclusion is active until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  });
});
