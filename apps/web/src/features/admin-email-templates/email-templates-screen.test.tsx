import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultMailTemplate, mailLanguages, mailTemplateKeys, mailTemplateVariables, sampleMailValues, type MailTemplateDetail } from '@oddsmith/core';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { EmailTemplatesScreen } from './components/email-templates-screen';

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

const base = '/api/admin/email-templates';
const list = {
  templates: mailTemplateKeys.map((key) => ({
    key,
    variables: [...mailTemplateVariables[key]],
    languages: mailLanguages.map((language) => ({ language, customised: key === 'resetPassword' && language === 'es', subject: defaultMailTemplate(key, language).subject, updatedAt: null, updatedBy: null })),
  })),
};
const detail = (customised = false): MailTemplateDetail => ({
  key: 'resetPassword',
  language: 'en',
  ...defaultMailTemplate('resetPassword', 'en'),
  customised,
  updatedAt: customised ? '2026-11-24T10:00:00Z' : null,
  updatedBy: customised ? 'staff' : null,
  variables: [...mailTemplateVariables.resetPassword],
  sampleValues: sampleMailValues('resetPassword'),
  defaults: defaultMailTemplate('resetPassword', 'en'),
});
const rendered = { subject: 'Reset your Oddsmith password', html: '<!doctype html><html><body><p>Hello alex_88</p></body></html>', text: 'Hello alex_88' };
const open = (path: string) => renderRoutes([{ path: '/caff/admin/email-templates', element: <EmailTemplatesScreen /> }], path, signedInAs('manager'));
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('e-mail templates list', () => {
  it('lists every template with its languages, marks the customised one and links to its editor', async () => {
    const { fetch } = routedFetch({ [`GET ${base}`]: [jsonResponse(200, envelope(list))] });
    configureApiClient({ fetchImpl: fetch });
    open('/caff/admin/email-templates');
    const table = await screen.findByRole('table', { name: 'E-mail templates' });
    expect(within(table).getByText('Reset password')).toBeInTheDocument();
    expect(within(table).getByText('Partner payout')).toBeInTheDocument();
    const [customised] = screen.getAllByRole('link', { name: 'Edit Reset password in Español' });
    expect(customised).toHaveTextContent('ES · Customised');
    expect(customised).toHaveAttribute('href', '/caff/admin/email-templates?template=resetPassword&language=es');
    expect(screen.getAllByRole('link', { name: 'Edit Reset password in English' })[0]).toHaveTextContent('EN · Default');
  });

  it('shows the error with a retry when the list does not load', async () => {
    const { fetch } = routedFetch({ [`GET ${base}`]: [jsonResponse(403, errorBody('You may not edit templates.', 'FORBIDDEN'))] });
    configureApiClient({ fetchImpl: fetch });
    open('/caff/admin/email-templates');
    expect(await screen.findByText('You may not edit templates.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('e-mail template editor', () => {
  const editorPath = '/caff/admin/email-templates?template=resetPassword&language=en';

  it('inserts a variable at the cursor, previews the draft in a sandboxed frame and saves it', async () => {
    const { fetch, calls } = routedFetch({
      [`GET ${base}/resetPassword/en`]: [jsonResponse(200, envelope(detail()))],
      [`POST ${base}/resetPassword/en/preview`]: [jsonResponse(200, envelope(rendered))],
      [`PUT ${base}/resetPassword/en`]: [jsonResponse(200, envelope(detail(true)))],
    });
    configureApiClient({ fetchImpl: fetch });
    open(editorPath);
    const user = userEvent.setup();
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    await user.clear(subject);
    await user.type(subject, 'Hi ');
    await user.click(screen.getByRole('button', { name: 'Insert username' }));
    await waitFor(() => expect(subject).toHaveValue('Hi {{username}}'));
    // On a phone the preview is the second tab.
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const frame = await screen.findByTitle('E-mail preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Hello alex_88');
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/preview') && (bodyOf(call.init).draft as { subject: string }).subject === 'Hi {{username}}')).toBe(true));
    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(bodyOf(put!.init)).toMatchObject({ subject: 'Hi {{username}}', body: defaultMailTemplate('resetPassword', 'en').body });
  });

  it('shows a refusal under the field the server names', async () => {
    const { fetch } = routedFetch({
      [`GET ${base}/resetPassword/en`]: [jsonResponse(200, envelope(detail()))],
      [`POST ${base}/resetPassword/en/preview`]: [jsonResponse(400, errorBody('body: unknown variable {{foo}}', 'MAIL_TEMPLATE_INVALID', 'body'))],
      [`PUT ${base}/resetPassword/en`]: [jsonResponse(400, errorBody('body: unknown variable {{foo}}; this template knows {{username}}', 'MAIL_TEMPLATE_INVALID', 'body'))],
    });
    configureApiClient({ fetchImpl: fetch });
    open(editorPath);
    const user = userEvent.setup();
    const body = await screen.findByRole('textbox', { name: /Body/ });
    await user.type(body, ' {{{{foo}}');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText('The preview cannot be shown')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/unknown variable \{\{foo\}\}; this template knows/)).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before resetting to the default, and sends a test of the draft to me', async () => {
    const { fetch, calls } = routedFetch({
      [`GET ${base}/resetPassword/en`]: [jsonResponse(200, envelope(detail(true))), jsonResponse(200, envelope(detail()))],
      [`POST ${base}/resetPassword/en/preview`]: [jsonResponse(200, envelope(rendered))],
      [`POST ${base}/resetPassword/en/test`]: [jsonResponse(200, envelope({ to: 'staff@oddsmith.test', mailId: 'm1' }))],
      [`POST ${base}/resetPassword/en/reset`]: [jsonResponse(200, envelope(detail()))],
    });
    configureApiClient({ fetchImpl: fetch });
    open(editorPath);
    const user = userEvent.setup();
    expect(await screen.findByText(/Customised by staff/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/test'))).toBe(true));
    expect(bodyOf(calls.find((call) => call.url.endsWith('/test'))!.init)).toMatchObject({ draft: { subject: 'Reset your Oddsmith password' } });
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Reset password to default?' });
    expect(calls.some((call) => call.url.endsWith('/reset'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/reset'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
