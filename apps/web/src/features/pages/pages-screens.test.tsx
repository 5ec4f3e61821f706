import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch } from '../../test/fake-fetch';
import { renderRoutes, renderWithProviders, signedInAs } from '../../test/render';
import { PageEditScreen } from './components/page-edit-screen';
import { PagesScreen } from './components/pages-screen';
import { ViewPageScreen } from './components/view-page-screen';
import { adminPage, pageRow, publicPage, versions } from './test-fixtures';

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args), getToken: () => null });
});

const pageList = (list: unknown[]) => jsonResponse(200, envelope({ list, total: list.length, perPage: 20, currentPage: 1 }));
const editPath = `/caff/admin/page/edit/${adminPage.id}`;
const apiPath = `/api/admin/pages/${adminPage.id}`;

describe('pages list', () => {
  it('shows each page with its languages and last edit, and filters by status', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/admin/pages': [pageList([pageRow]), pageList([])] });
    configureApiClient({ fetchImpl: fetch });
    renderWithProviders(<PagesScreen />, signedInAs('admin'));
    // The table (wide screens) and the cards (phones) hold the same rows.
    const [link] = await screen.findAllByRole('link', { name: 'Terms and conditions' });
    expect(link).toHaveAttribute('href', editPath);
    expect(screen.getAllByText('EN · Changes not published')[0]).toBeInTheDocument();
    expect(screen.getAllByText('ES · Draft')[0]).toBeInTheDocument();
    expect(screen.getAllByText('admin')[0]).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getAllByLabelText('Status')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Published' }));
    expect(await screen.findByText('No page matches these filters.')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toContain('status=published');
  });
});

describe('page editor', () => {
  it('previews the Markdown as it is typed and saves a draft of the language', async () => {
    const saved = { page: { ...adminPage, translations: [{ ...adminPage.translations[0]!, body: '# Terms\n\nNew text', versionNumber: 3 }] } };
    const { fetch, calls } = routedFetch({ [`GET ${apiPath}`]: [jsonResponse(200, envelope({ page: adminPage }))], [`PUT ${apiPath}`]: [jsonResponse(200, envelope(saved))] });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/caff/admin/page/edit/:id', element: <PageEditScreen /> }], editPath, signedInAs('admin'));
    const body = await screen.findByRole('textbox', { name: /Body \(Markdown\)/ });
    expect(screen.getByText(/Version 2 saved · readers see version 1/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(body);
    await user.type(body, '## Hello **world**');
    // A narrow screen (the tests' media queries never match): Write / Preview switch.
    await user.click(screen.getByRole('radio', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Hello world' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({ language: 'en', title: 'Terms and conditions', body: '## Hello **world**' });
  });

  it('warns of a script in the body at once and shows the server refusal under the body', async () => {
    const refusal = jsonResponse(400, errorBody('body: must not contain javascript: links', 'VALIDATION', 'body'));
    const { fetch } = routedFetch({ [`GET ${apiPath}`]: [jsonResponse(200, envelope({ page: adminPage }))], [`PUT ${apiPath}`]: [refusal] });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/caff/admin/page/edit/:id', element: <PageEditScreen /> }], editPath, signedInAs('admin'));
    const body = await screen.findByRole('textbox', { name: /Body \(Markdown\)/ });
    const user = userEvent.setup();
    await user.clear(body);
    await user.type(body, '<img src=x onerror=alert(1)>');
    expect(await screen.findByText(/Remove the event handler/)).toBeInTheDocument();
    await user.clear(body);
    await user.type(body, 'fine text');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('body: must not contain javascript: links')).toBeInTheDocument();
  });

  it('restores an older version from the history after a confirmation', async () => {
    const page = jsonResponse(200, envelope({ page: adminPage }));
    const { fetch, calls } = routedFetch({
      [`GET ${apiPath}`]: [page],
      [`GET ${apiPath}/versions`]: [jsonResponse(200, envelope({ list: versions, total: 2, perPage: 20, currentPage: 1 }))],
      [`POST ${apiPath}/versions/v1/restore`]: [jsonResponse(200, envelope({ page: adminPage }))],
    });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/caff/admin/page/edit/:id', element: <PageEditScreen /> }], editPath, signedInAs('admin'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Version history' }));
    const drawer = await screen.findByRole('dialog', { name: 'Version history · English' });
    expect(await within(drawer).findByText('Starter content · System', { exact: false })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Restore' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('/versions/v1/restore'))).toBe(true));
  });
});

describe('public page', () => {
  it('shows the published page in the reader language, and fills the post slice', async () => {
    const { fetch, calls } = routedFetch({ 'GET /api/pages/terms': [jsonResponse(200, envelope(publicPage))] });
    configureApiClient({ fetchImpl: fetch });
    const { store } = renderRoutes([{ path: '/view-page/:id', element: <ViewPageScreen /> }], '/view-page/terms', signedInAs(null));
    expect(await screen.findByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(calls[0]?.url).toContain('lang=en');
    await waitFor(() => expect(store.getState().post.current?.slug).toBe('terms'));
  });

  it('says the page is not found for an unknown or unpublished page', async () => {
    const { fetch } = routedFetch({ 'GET /api/pages/nope': [jsonResponse(404, errorBody('Page not found.', 'PAGE_NOT_FOUND'))] });
    configureApiClient({ fetchImpl: fetch });
    const { store } = renderRoutes([{ path: '/view-page/:id', element: <ViewPageScreen /> }], '/view-page/nope', signedInAs(null));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().post.missing).toBe('nope'));
  });

  it('tells the reader when the page is shown in English instead of their language', async () => {
    const { fetch } = routedFetch({ 'GET /api/pages/terms': [jsonResponse(200, envelope({ ...publicPage, language: 'es' }))] });
    configureApiClient({ fetchImpl: fetch });
    renderRoutes([{ path: '/view-page/:id', element: <ViewPageScreen /> }], '/view-page/terms', signedInAs(null));
    expect(await screen.findByText(/not available in your language yet/)).toBeInTheDocument();
  });
});
