import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemo } from '../db/seed-demo';
import { useSuiteApp, describeEachDatabase, registerPlayer, bearer, loginAs, loginDemo } from '../test/app';
import { pageDepthRowsMax, pageQueryFields, withPageDepthCap } from '@oddsmith/core';

describe('withPageDepthCap', () => {
  const schema = withPageDepthCap(pageQueryFields.extend({ status: z.string().optional() }));

  it('lets page × perPage reach the cap and not one row past it, blaming page', () => {
    expect(schema.safeParse({ page: '100', perPage: '100' }).success).toBe(true);
    expect(schema.safeParse({ page: String(pageDepthRowsMax), perPage: '1' }).success).toBe(true);
    const deep = schema.safeParse({ page: '101', perPage: '100', status: 'open' });
    expect(deep.success).toBe(false);
    expect(deep.error?.issues[0]?.path).toEqual(['page']);
    expect(deep.error?.issues[0]?.message).toMatch(/at most 100 with perPage 100.*narrow the filters/);
  });

  it('reads the page size under its own name', () => {
    const tickets = withPageDepthCap(z.object({ page: z.coerce.number(), pageSize: z.coerce.number() }), 'pageSize');
    expect(tickets.safeParse({ page: 201, pageSize: 50 }).error?.issues[0]?.message).toMatch(/at most 200 with pageSize 50/);
  });
});

const someId = '00000000-0000-4000-8000-000000000000';

type QueryParameter = { name: string; in: string; required?: boolean; schema?: { format?: string } };

describeEachDatabase('every paged route caps its offset', (database) => {
  let adminToken: string;
  let playerToken: string;
  let partnerToken: string;
  let paged: { url: string; sizeKey: string; required: Record<string, string> }[] = [];

  const testApp = useSuiteApp(database, {}, async () => {
    await seedDemo(testApp.app.db);
    adminToken = await loginDemo(testApp.app, 'admin');
    playerToken = (await registerPlayer(testApp.app, 'paging_player')).token;
    partnerToken = await loginAs(testApp.app, 'partner', 'PartnerPass123');
    const openApi = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, { get?: { parameters?: QueryParameter[] } }> }>();
    paged = Object.entries(openApi.paths).flatMap(([url, operations]) => {
      const query = (operations.get?.parameters ?? []).filter((parameter) => parameter.in === 'query');
      if (!query.some((parameter) => parameter.name === 'page')) return [];
      const sizeKey = query.some((parameter) => parameter.name === 'pageSize') ? 'pageSize' : 'perPage';
      // Other required parameters get a well-formed value, so only paging can fail.
      const required = Object.fromEntries(query.filter((parameter) => parameter.required).map((parameter) => [parameter.name, parameter.schema?.format === 'uuid' ? someId : 'x']));
      return [{ url, sizeKey, required }];
    });
  });

  const get = (route: { url: string; required: Record<string, string> }, page: number, sizeKey: string, size: number) => {
    const access = testApp.app.routeAccess.get(`GET ${route.url}`);
    const token = access === 'public' ? undefined : access === 'partner' ? partnerToken : access === 'user' || access === 'player' ? playerToken : adminToken;
    const query = new URLSearchParams({ ...route.required, page: String(page), [sizeKey]: String(size) });
    // A path parameter (`/api/admin/agents/{id}/players`) gets a well-formed id: only paging may fail.
    const path = route.url.replace(/\{[^}]+\}/g, someId);
    return testApp.app.inject({ method: 'GET', url: `${path}?${query}`, headers: token ? bearer(token) : {} });
  };

  it('finds the paged lists (users, tickets, payments, deposits, withdrawals, history, outbox, transactions, events, approvals)', () => {
    expect(paged.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/admin/users', '/api/admin/tickets', '/api/admin/payments', '/api/admin/deposits', '/api/admin/withdrawals', '/api/admin/history', '/api/admin/outbox', '/api/bank/transactions', '/api/admin/user-credit-history', '/api/admin/balance-approvals']),
    );
  });

  it('answers 400 naming page past 10,000 rows deep, and serves pages up to it', async () => {
    const wrong: string[] = [];
    for (const route of paged) {
      const deep = await get(route, 101, route.sizeKey, 100);
      const body = deep.json<{ field?: string; message?: string }>();
      if (deep.statusCode !== 400 || body.field !== 'page' || !/narrow the filters/.test(body.message ?? '')) wrong.push(`${route.url} deep: ${deep.statusCode} ${deep.body.slice(0, 120)}`);
      const last = await get(route, 100, route.sizeKey, 100);
      if (last.json<{ field?: string }>().field === 'page' || last.statusCode >= 500) wrong.push(`${route.url} at the cap: ${last.statusCode} ${last.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
