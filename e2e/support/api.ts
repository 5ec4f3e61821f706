import { baseUrl, demoAccounts } from './browser';

/** A call to the test server's API (or the server at `base`): the envelope's `response`; a failure throws with the server's message. */
export async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string; base?: string } = {}): Promise<T> {
  const reply = await fetch(`${init.base ?? baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await reply.json()) as { response: T; message?: string };
  if (!reply.ok) throw new Error(`${path}: ${reply.status} ${body.message ?? ''}`);
  return body.response;
}

/** A player of the test's own (`prefix` + a stamp), funded by the admin with 500.00 (the demo player's balance stays untouched). */
export async function fundedPlayer(prefix = 'bettor'): Promise<{ id: string; username: string; password: string }> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1_000)}`;
  const password = 'BettorPass123';
  const { user } = await call<{ user: { id: string } }>('/api/front/register', {
    method: 'POST',
    body: { username, email: `${username}@example.com`, password, dateOfBirth: '1990-01-01' },
  });
  const admin = await call<{ token: string }>('/api/front/login', { method: 'POST', body: demoAccounts.admin });
  await call('/api/admin/transfer-balance', {
    method: 'POST',
    token: admin.token,
    body: { userId: user.id, amount: 500, direction: 'credit', note: `${prefix} browser test`, requestId: `fund-${username}` },
  });
  return { id: user.id, username, password };
}
