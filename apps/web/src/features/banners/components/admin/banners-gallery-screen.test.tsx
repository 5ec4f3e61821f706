import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBanner } from '@oddsmith/core';
import { configureApiClient } from '../../../../lib/api-client';
import { envelope, errorBody, jsonResponse, routedFetch, type FetchCall } from '../../../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../../../test/render';
import { adminBanner } from '../../test-fixtures';
import { BannersGalleryScreen } from './banners-gallery-screen';

const gallery = (banners: AdminBanner[]) => jsonResponse(200, envelope({ banners }));
const three = [adminBanner(1), adminBanner(2), adminBanner(3)];
const actionsSent = (calls: FetchCall[]) => calls.filter((call) => call.url.includes('misc-actions')).map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);

/** jsdom lays nothing out: each gallery row gets a box 100 px below the previous (dnd-kit measures them). */
function stubRowBoxes() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const rows = [...document.querySelectorAll('[data-testid^="banner-row-"]')];
    const index = rows.indexOf(this);
    const top = index < 0 ? 0 : index * 100;
    return { x: 0, y: top, top, left: 0, width: 600, height: 90, right: 600, bottom: top + 90, toJSON: () => ({}) } as DOMRect;
  });
}

function renderGallery(routes: Record<string, Response[]>) {
  const fake = routedFetch(routes);
  configureApiClient({ fetchImpl: fake.fetch });
  renderRoutes([{ path: '/x', element: <BannersGalleryScreen /> }], '/x', signedInAs('admin'));
  return fake;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('banners gallery screen', () => {
  it('lists the gallery with thumbnails; toggles a banner; deletes one after confirming', async () => {
    const fake = renderGallery({ 'POST /api/admin/misc-actions': [gallery(three)] });
    expect(await screen.findByText('Promo 2')).toBeInTheDocument();
    expect(document.querySelector('img[src="/api/banners/images/10000000-0000-4000-8000-000000000001/thumb.webp"]')).not.toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Promo 2 active' }));
    await waitFor(() => expect(actionsSent(fake.calls)).toContainEqual({ actionType: 'toggleBanner', id: three[1]!.id, active: false }));
    await user.click(screen.getByRole('button', { name: 'Delete Promo 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this banner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(actionsSent(fake.calls)).toContainEqual({ actionType: 'deleteBanner', id: three[2]!.id }));
  });

  it('reorders with the keyboard and saves the new order', async () => {
    stubRowBoxes();
    const fake = renderGallery({ 'POST /api/admin/misc-actions': [gallery(three)] });
    const handle = await screen.findByRole('button', { name: 'Move Promo 1 (position 1)' });
    handle.focus();
    const user = userEvent.setup();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(actionsSent(fake.calls)).toContainEqual({ actionType: 'reorderBanners', ids: [three[1]!.id, three[0]!.id, three[2]!.id] }));
  });

  it('edits a banner and refuses a javascript: link before sending', async () => {
    const fake = renderGallery({ 'POST /api/admin/misc-actions': [gallery(three)] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Promo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit banner' });
    const link = within(dialog).getByRole('textbox', { name: 'Link' });
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use an internal path starting with / or an https:// address')).toBeInTheDocument();
    expect(actionsSent(fake.calls).some((body) => body.actionType === 'updateBanner')).toBe(false);
    await user.clear(link);
    await user.type(link, '/exchange');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(actionsSent(fake.calls)).toContainEqual(expect.objectContaining({ actionType: 'updateBanner', id: three[0]!.id, link: '/exchange', title: 'Promo 1' })));
  });

  it('uploads a picked picture with its fields as multipart, and shows the server\'s refusal', async () => {
    const fake = renderGallery({
      'POST /api/admin/misc-actions': [gallery([])],
      'POST /api/admin/banners-gallery': [jsonResponse(400, errorBody('image: must be a PNG, JPEG or WebP image', 'BANNER_IMAGE_INVALID', 'image')), jsonResponse(201, envelope({ banners: [adminBanner(1)] }))],
    });
    expect(await screen.findByText('No banners yet')).toBeInTheDocument();
    const user = userEvent.setup();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'summer.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of the picture to upload' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Summer cup');
    await user.type(screen.getByRole('textbox', { name: 'Link' }), '/inplay');
    await user.click(screen.getByRole('button', { name: 'Upload banner' }));
    expect(await screen.findByText('image: must be a PNG, JPEG or WebP image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload banner' }));
    await waitFor(() => expect(fake.calls.filter((call) => call.url.includes('banners-gallery'))).toHaveLength(2));
    const body = fake.calls.find((call) => call.url.includes('banners-gallery'))!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('title')).toBe('Summer cup');
    expect(body.get('link')).toBe('/inplay');
    expect((body.get('image') as File).name).toBe('summer.png');
  });

  it('says so when the picked file is not an image', async () => {
    renderGallery({ 'POST /api/admin/misc-actions': [gallery([])] });
    await screen.findByText('No banners yet');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['#!/bin/sh'], 'run.sh', { type: 'text/x-sh' }));
    expect(await screen.findByText('Choose a PNG, JPEG or WebP picture.')).toBeInTheDocument();
  });
});
