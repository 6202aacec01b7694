// People one knows (issue 38): the account's lists as the server sends them (with the followed
// players' games in play), and who is in one.
import { afterEach, describe, expect, it } from 'vitest';
import { setFetch } from '../src/lib/api';
import { blocked, following, listed, setRelation } from '../src/lib/people';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => setFetch(globalThis.fetch));

describe('people one knows', () => {
  it('reads the lists, leaving out what is not a player', async () => {
    setFetch(async (path) => String(path).endsWith('following')
      ? json(200, { following: [
        { name: 'Theseus', since_ms: 5, online: true, playing: [{ game: 'g1', link: '/g/g1', variant: 'grec', opponent: 'Minos' }, { game: 3 }] },
        { name: 7 }, null, { name: 'Minos', playing: 'none' }] })
      : json(200, { blocked: 'nobody' }));
    expect(await following()).toEqual([
      { name: 'Theseus', sinceMs: 5, online: true, playing: [{ game: 'g1', variant: 'grec', opponent: 'Minos' }] },
      { name: 'Minos', sinceMs: 0, online: false, playing: [] },
    ]);
    expect(await blocked()).toEqual([]);
  });

  it('asks with the name in the path, POST to add and DELETE to remove', async () => {
    const calls: string[] = [];
    setFetch(async (path, init) => {
      calls.push(`${init?.method} ${String(path)}`);
      return json(200, {});
    });
    await setRelation('Zoé/..', 'follow', true);
    await setRelation('Minos', 'block', false);
    expect(calls).toEqual(['POST /api/players/Zo%C3%A9%2F../follow', 'DELETE /api/players/Minos/block']);
  });

  it('finds a name whatever its case', () => {
    expect(listed([{ name: 'Theseus', sinceMs: 0, online: false, playing: [] }], 'theseus')).toBe(true);
    expect(listed([], 'theseus')).toBe(false);
  });
});
