import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setFetch } from '../src/lib/api';
import { account, changePassword, deleteAccount, refreshAccount, signedInHint, signIn, signOut, signUp } from '../src/lib/account';

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

const ACCOUNT = { signed_in: true, username: 'Ariadne', created_ms: 1795000000000, solved: ['p6-capture-03'], games: [] };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A stand-in server: answers by "METHOD path", records what it was sent. */
function stub(routes: Record<string, (body: unknown) => Response>): Call[] {
  const calls: Call[] = [];
  setFetch(async (path, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, headers: (init?.headers ?? {}) as Record<string, string>, body });
    const route = routes[`${method} ${path}`];
    return route ? route(body) : json(404, { code: 'not_found', message: 'no such page' });
  });
  return calls;
}

function localProgress(ids: string[]): void {
  const data: Record<string, string> = { 'petteia.solved': JSON.stringify(ids) };
  const store = { getItem: (key: string) => data[key] ?? null, setItem: (key: string, value: string) => (data[key] = value) };
  vi.stubGlobal('window', { localStorage: store });
  vi.stubGlobal('localStorage', store);
}

beforeEach(() => localProgress([]));
afterEach(() => vi.unstubAllGlobals());

describe('api requests', () => {
  it('send JSON with its content type, and read the answer', async () => {
    const calls = stub({ 'POST /api/exercises/p6-capture-01/attempt': () => json(200, { result: 'correct' }) });
    expect(await api('POST', '/api/exercises/p6-capture-01/attempt', { moves: ['C1-C4'] })).toEqual({ result: 'correct' });
    expect(calls[0]).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' }, body: { moves: ['C1-C4'] } });
  });

  it('turn an error answer into its code, with Retry-After in seconds', async () => {
    stub({
      'POST /api/session': () => json(429, { code: 'too_many_attempts', message: 'try again in 60 s' }, { 'retry-after': '60' }),
      'GET /api/account': () => json(401, { code: 'not_signed_in', message: 'sign in first' }),
      'GET /api/broken': () => new Response('<html>oops</html>', { status: 500 }),
    });
    await expect(api('POST', '/api/session', {})).rejects.toMatchObject({ code: 'too_many_attempts', status: 429, retryAfter: 60 });
    await expect(api('GET', '/api/account')).rejects.toMatchObject({ code: 'not_signed_in', status: 401, retryAfter: null });
    await expect(api('GET', '/api/broken')).rejects.toMatchObject({ code: 'internal', status: 500 });
    await expect(api('GET', '/api/nothing')).rejects.toBeInstanceOf(ApiError);
  });

  it('keep the reason an error gives for programs (its `detail`), as for a look-alike name', async () => {
    stub({
      'POST /api/account': () => json(409, { code: 'username_taken', message: 'the name lIias looks like an existing name, Ilias', detail: 'look_alike' }),
    });
    await expect(api('POST', '/api/account', {})).rejects.toMatchObject({ code: 'username_taken', reason: 'look_alike' });
  });

  it('call a failed connection "network"', async () => {
    setFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api('GET', '/api/exercises')).rejects.toMatchObject({ code: 'network', status: 0 });
  });
});

describe('signing in merges the anonymous progress', () => {
  it('posts the local solved ids after sign-in and keeps the merged account', async () => {
    localProgress(['p6-capture-01', 'p6-defence-02']);
    const calls = stub({
      'POST /api/session': () => json(200, ACCOUNT),
      'POST /api/account/progress': (body) => json(200, { ...ACCOUNT, solved: [...ACCOUNT.solved, ...(body as { solved: string[] }).solved] }),
    });
    const signedIn = await signIn('ariadne', 'correct horse');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/session', 'POST /api/account/progress']);
    expect(calls[0]?.body).toEqual({ username: 'ariadne', password: 'correct horse' });
    expect(calls[1]?.body).toEqual({ solved: ['p6-capture-01', 'p6-defence-02'] });
    expect(signedIn.solved).toEqual(['p6-capture-03', 'p6-capture-01', 'p6-defence-02']);
    expect(account()?.solved).toEqual(signedIn.solved);
  });

  it('after sign-up too; with nothing solved here, nothing is posted', async () => {
    const calls = stub({ 'POST /api/account': () => json(201, { ...ACCOUNT, solved: [] }) });
    await signUp('Ariadne', 'correct horse');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/account']);
    expect(account()?.username).toBe('Ariadne');
  });

  it('a failed merge still signs in (the next sign-in merges again)', async () => {
    localProgress(['p6-capture-01']);
    stub({ 'POST /api/session': () => json(200, ACCOUNT), 'POST /api/account/progress': () => json(500, { code: 'internal' }) });
    expect((await signIn('ariadne', 'correct horse')).solved).toEqual(['p6-capture-03']);
  });

  it('a refused sign-in changes nothing and rejects with the code', async () => {
    const calls = stub({ 'POST /api/session': () => json(401, { code: 'wrong_credentials', message: 'wrong user name or password' }) });
    await expect(signIn('ariadne', 'nope nope')).rejects.toMatchObject({ code: 'wrong_credentials' });
    expect(calls).toHaveLength(1);
  });
});

describe('the session', () => {
  it('is known from GET /api/account, and gone after logging out or deleting the account', async () => {
    stub({ 'GET /api/account': () => json(200, ACCOUNT), 'DELETE /api/session': () => json(200, { signed_in: false }) });
    expect((await refreshAccount({ signedIn: true }))?.username).toBe('Ariadne');
    expect(signedInHint()).toBe(true);
    await signOut();
    expect(account()).toBeNull();
    expect(signedInHint()).toBe(false);

    const calls = stub({ 'GET /api/account': () => json(200, ACCOUNT), 'DELETE /api/account': () => json(200, { signed_in: false }) });
    await refreshAccount({ signedIn: true });
    await deleteAccount('correct horse');
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/api/account', body: { password: 'correct horse' } });
    expect(account()).toBeNull();
  });

  it('is signed out when the server has no session (or no accounts at all)', async () => {
    stub({ 'GET /api/account': () => json(401, { code: 'not_signed_in' }) });
    expect(await refreshAccount({ signedIn: true })).toBeNull();
    stub({});
    expect(await refreshAccount({ signedIn: true })).toBeNull();
  });

  it('stays signed in when the server cannot answer for now (busy, a storage fault, the network gone)', async () => {
    stub({ 'GET /api/account': () => json(200, ACCOUNT) });
    expect((await refreshAccount({ signedIn: true }))?.username).toBe('Ariadne');
    for (const failure of [
      () => json(429, { code: 'rate_limited' }, { 'retry-after': '2' }),
      () => json(503, { code: 'storage_unavailable' }),
    ]) {
      stub({ 'GET /api/account': failure });
      await refreshAccount();
      expect(account()?.username).toBe('Ariadne');
      expect(signedInHint()).toBe(true);
    }
    setFetch(async () => { throw new TypeError('Failed to fetch'); });
    await refreshAccount();
    expect(account()?.username).toBe('Ariadne');
    expect(signedInHint()).toBe(true);
  });

  it('does not ask GET /api/account (an expected 401, logged by the browser) when this browser was not signed in', async () => {
    let calls = stub({ 'GET /api/account': () => json(401, { code: 'not_signed_in' }) });
    expect(await refreshAccount()).toBeNull();
    expect(calls).toEqual([]);
    // The account page probes with the exercises list, which answers 200 either way.
    calls = stub({ 'GET /api/exercises': () => json(200, { signed_in: false, exercises: [] }) });
    expect(await refreshAccount({ probe: true })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/exercises']);
    calls = stub({ 'GET /api/exercises': () => json(200, { signed_in: true, exercises: [] }), 'GET /api/account': () => json(200, ACCOUNT) });
    expect((await refreshAccount({ probe: true }))?.username).toBe('Ariadne');
    // Signed in once: the next page load asks directly.
    calls = stub({ 'GET /api/account': () => json(200, ACCOUNT) });
    expect((await refreshAccount())?.username).toBe('Ariadne');
    expect(calls.map((call) => call.path)).toEqual(['/api/account']);
  });

  it('changing the password sends current and new', async () => {
    const calls = stub({ 'POST /api/account/password': () => json(200, ACCOUNT) });
    await changePassword('old password', 'new password');
    expect(calls[0]?.body).toEqual({ current: 'old password', new: 'new password' });
  });
});

describe('a late answer', () => {
  it('to a question asked before a sign-in does not sign the browser out again', async () => {
    // The page-load probe is still on its way when the player signs in; it answers "not signed in" last.
    let answerProbe: (response: Response) => void = () => {};
    setFetch(async (path, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && path === '/api/exercises') return new Promise<Response>((resolve) => (answerProbe = resolve));
      if (method === 'POST' && path === '/api/session') return json(200, ACCOUNT);
      return json(404, { code: 'not_found', message: 'no such page' });
    });
    await signOut().catch(() => undefined);
    const probe = refreshAccount({ probe: true });
    await signIn('Ariadne', 'a good password');
    answerProbe(json(200, { signed_in: false, exercises: [] }));
    expect((await probe)?.username).toBe('Ariadne');
    expect(account()?.username).toBe('Ariadne');
  });
});
