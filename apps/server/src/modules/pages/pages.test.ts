import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { auditLog, pages } from '../../db/schema';
import { bearer, describeEachDatabase, loginDemo, registerPlayer, useSuiteApp } from '../../test/app';
import { staffTokens } from '../../test/bank';
import { ensureStarterPages } from './pages.service';

type Json = Record<string, unknown>;

async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: Json) {
  return app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
}

async function latestAudit(app: FastifyInstance, targetId: string) {
  const rows = await app.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(1);
  return rows[0];
}

describeEachDatabase('pages (CMS)', (database) => {
  let staff: { admin: string; manager: string };
  const testApp = useSuiteApp(database, {}, async () => {
    staff = await staffTokens(testApp.app);
  });

  it('ships the starter pages published in en, es and hi, once', async () => {
    expect(await ensureStarterPages(testApp.app.db)).toBe(0);
    const list = await call(testApp.app, 'GET', '/api/admin/pages?perPage=100', staff.admin);
    const slugs = (list.json().response.list as { slug: string }[]).map((row) => row.slug);
    expect(slugs).toEqual(expect.arrayContaining(['terms', 'privacy', 'responsible-gambling', 'faq', 'contact']));
    for (const language of ['en', 'es', 'hi']) {
      const page = await call(testApp.app, 'GET', `/api/pages/responsible-gambling?lang=${language}`);
      expect(page.json().response).toMatchObject({ slug: 'responsible-gambling', language, languages: ['en', 'es', 'hi'] });
      expect(page.json().response.html).toContain('<h2>');
    }
  });

  it('admin creates, saves, publishes, unpublishes and restores; readers see only the published version; all audited', async () => {
    const app = testApp.app;
    const created = await call(app, 'POST', '/api/admin/pages', staff.admin, { slug: 'bonus-rules', language: 'en', title: 'Bonus rules', body: '# Rules\n\nSee https://example.com' });
    expect(created.statusCode).toBe(201);
    const id = created.json().response.page.id as string;
    expect((await call(app, 'GET', '/api/pages/bonus-rules')).statusCode).toBe(404);
    expect((await latestAudit(app, id))?.action).toBe('page.create');

    const published = await call(app, 'POST', `/api/admin/pages/${id}/publish`, staff.admin, { language: 'en' });
    expect(published.json().response.page.translations[0]).toMatchObject({ status: 'published', versionNumber: 1, publishedVersionNumber: 1 });
    const read = await call(app, 'GET', '/api/pages/bonus-rules?lang=es');
    expect(read.json().response).toMatchObject({ language: 'en', title: 'Bonus rules' });
    expect(read.json().response.html).toContain('rel="noopener noreferrer"');
    expect((await call(app, 'GET', `/api/pages/${id}`)).json().response.slug).toBe('bonus-rules');

    const saved = await call(app, 'PUT', `/api/admin/pages/${id}`, staff.admin, { language: 'en', title: 'Bonus rules v2', body: 'Second', slug: 'bonus-terms' });
    expect(saved.json().response.page).toMatchObject({ slug: 'bonus-terms', translations: [{ versionNumber: 2, publishedVersionNumber: 1, title: 'Bonus rules v2' }] });
    expect((await call(app, 'GET', '/api/pages/bonus-terms')).json().response.title).toBe('Bonus rules');
    const saveAudit = await latestAudit(app, id);
    expect(saveAudit?.action).toBe('page.save');
    expect(saveAudit?.detail).toMatchObject({ language: 'en', before: { title: 'Bonus rules', status: 'published', version: 1 }, after: { title: 'Bonus rules v2', excerpt: 'Second' }, beforeSlug: 'bonus-rules', afterSlug: 'bonus-terms' });

    const listed = await call(app, 'GET', '/api/admin/pages?status=published&language=en', staff.admin);
    const row = (listed.json().response.list as { id: string; languages: Json[]; updatedByUsername: string }[]).find((entry) => entry.id === id);
    expect(row).toMatchObject({ updatedByUsername: 'admin', languages: [{ language: 'en', status: 'published', unpublishedChanges: true }] });
    const drafts = await call(app, 'GET', '/api/admin/pages?status=draft', staff.admin);
    expect((drafts.json().response.list as { id: string }[]).some((entry) => entry.id === id)).toBe(false);

    const versions = await call(app, 'GET', `/api/admin/pages/${id}/versions?language=en`, staff.admin);
    const list = versions.json().response.list as { id: string; number: number; published: boolean; createdByUsername: string }[];
    expect(list.map((version) => [version.number, version.published, version.createdByUsername])).toEqual([[2, false, 'admin'], [1, true, 'admin']]);
    const restored = await call(app, 'POST', `/api/admin/pages/${id}/versions/${list[1]?.id}/restore`, staff.admin);
    expect(restored.json().response.page.translations[0]).toMatchObject({ versionNumber: 3, title: 'Bonus rules', body: '# Rules\n\nSee https://example.com' });
    expect((await latestAudit(app, id))?.detail).toMatchObject({ after: { version: 3, restoredFrom: 1 } });

    await call(app, 'POST', `/api/admin/pages/${id}/unpublish`, staff.admin, { language: 'en' });
    expect((await call(app, 'GET', '/api/pages/bonus-terms')).statusCode).toBe(404);
    expect((await latestAudit(app, id))?.detail).toMatchObject({ before: { status: 'published' }, after: { status: 'draft' } });
  });

  it('a language falls back to English only when English is published; es alone answers es', async () => {
    const app = testApp.app;
    const created = await call(app, 'POST', '/api/admin/pages', staff.admin, { slug: 'solo-es', language: 'es', title: 'Hola', body: 'Texto' });
    const id = created.json().response.page.id as string;
    expect((await call(app, 'POST', `/api/admin/pages/${id}/publish`, staff.admin, { language: 'hi' })).json()).toMatchObject({ field: 'language' });
    await call(app, 'POST', `/api/admin/pages/${id}/publish`, staff.admin, { language: 'es' });
    expect((await call(app, 'GET', '/api/pages/solo-es?lang=es')).json().response.title).toBe('Hola');
    expect((await call(app, 'GET', '/api/pages/solo-es?lang=hi')).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/pages/no-such-page')).statusCode).toBe(404);
  });

  it('refuses unsafe bodies with a 400 naming body and stores nothing', async () => {
    const app = testApp.app;
    const before = await app.db.select().from(pages);
    const bodies = ['<script>alert(1)</script>', '<img src=x onerror="alert(1)">', 'Click onclick=steal()', '[win](javascript:alert(1))', '[win](java&#115;cript:alert(1))'];
    for (const body of bodies) {
      const response = await call(app, 'POST', '/api/admin/pages', staff.admin, { slug: 'evil', language: 'en', title: 'Evil', body });
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toMatchObject({ field: 'body' });
    }
    const terms = (await app.db.select().from(pages).where(eq(pages.slug, 'terms')))[0];
    const save = await call(app, 'PUT', `/api/admin/pages/${terms?.id}`, staff.admin, { language: 'en', title: 'T', body: '<SCRIPT src=//x>' });
    expect(save.json()).toMatchObject({ field: 'body' });
    expect(await app.db.select().from(pages)).toHaveLength(before.length);
    expect((await call(app, 'GET', '/api/pages/terms')).json().response.title).toBe('Terms and conditions');
  });

  it('bad slugs and taken slugs name the field', async () => {
    const app = testApp.app;
    for (const slug of ['Has Caps', 'under_score', 'a--b', '']) {
      const response = await call(app, 'POST', '/api/admin/pages', staff.admin, { slug, language: 'en', title: 'x', body: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'slug' });
    }
    const taken = await call(app, 'POST', '/api/admin/pages', staff.admin, { slug: 'terms', language: 'en', title: 'x', body: 'x' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'slug' });
    const badLanguage = await call(app, 'POST', '/api/admin/pages', staff.admin, { slug: 'fr-page', language: 'fr', title: 'x', body: 'x' });
    expect(badLanguage.json()).toMatchObject({ field: 'language' });
  });

  it('only admin may edit pages: other staff and players get 403, guests 401', async () => {
    const app = testApp.app;
    const player = await loginDemo(app, 'player');
    const fresh = await registerPlayer(app, 'pagesfresh');
    for (const token of [staff.manager, player, fresh.token]) {
      expect((await call(app, 'GET', '/api/admin/pages', token)).statusCode).toBe(403);
      expect((await call(app, 'POST', '/api/admin/pages', token, { slug: 'x', language: 'en', title: 'x', body: 'x' })).statusCode).toBe(403);
    }
    expect((await call(app, 'GET', '/api/admin/pages')).statusCode).toBe(401);
  });
});
