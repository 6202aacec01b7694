// Direct challenges (issue 38): the challenge sent by name with its seat secret kept, the lists as the
// server sends them, the answer, the clock said back, and a refusal said as the server meant it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setFetch } from '../src/lib/api';
import { answerChallenge, challengePlayer, clockOf, readChallenges } from '../src/lib/challenges';
import { challengedName } from '../src/lib/challenge-notes';
import { secretFor } from '../src/lib/storage';
import { challengeWhy, clockOfChoice } from '../src/views/challenge-form';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  const data: Record<string, string> = {};
  const store = {
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => (data[key] = value),
    removeItem: (key: string) => delete data[key],
  };
  vi.stubGlobal('window', { localStorage: store });
  vi.stubGlobal('localStorage', store);
});
afterEach(() => {
  setFetch(globalThis.fetch);
  vi.unstubAllGlobals();
});

describe('direct challenges', () => {
  it('sends the game by name and keeps the seat secret and whom it waits for', async () => {
    const calls: string[] = [];
    setFetch(async (path, init) => {
      calls.push(`${init?.method} ${String(path)} ${String(init?.body)}`);
      return json(201, { game: 'g1', link: '/g/g1', side: 'light', secret: 's1', to: 'Theseus' });
    });
    expect(await challengePlayer('theseus/..', { variant: 'grec', time: { days: 3 }, color: 'first' })).toBe('g1');
    expect(calls).toEqual(['POST /api/players/theseus%2F../challenge {"variant":"grec","time":{"days":3},"color":"first"}']);
    expect(secretFor('g1')).toBe('s1');
    expect(challengedName('g1')).toBe('Theseus');
    await answerChallenge('g1');
    expect(challengedName('g1')).toBeNull();
    expect(calls[1]).toBe('DELETE /api/games/g1/challenge undefined');
  });

  it('reads the list, leaving out what is not a challenge', () => {
    const list = readChallenges({ challenges: [
      { game: 'a', variant: 'grec', name: 'Ariadne', incoming: true, side: 'black', time: { initial_ms: 259200000, increment_ms: 0, days: 3 }, created_at_ms: 1, expires_at_ms: 2 },
      { game: 'b', variant: 'grec', name: 7 },
      null,
      { game: 'c', variant: 'petteia-6x6', name: 'Theseus', time: null },
    ] });
    expect(list.map((c) => [c.game, c.incoming, c.name])).toEqual([['a', true, 'Ariadne'], ['c', false, 'Theseus']]);
    expect(clockOf(list[0]!.time)).toEqual({ days: 3 });
    expect(clockOf({ initial_ms: 300_000, increment_ms: 3000 })).toEqual({ minutes: 5, increment: 3 });
    expect(clockOf(list[1]!.time)).toBeNull();
    expect(readChallenges({ challenges: 'none' })).toEqual([]);
  });

  it('turns the form\'s clock into the request\'s', () => {
    expect(clockOfChoice('days:7')).toEqual({ days: 7 });
    expect(clockOfChoice('5+0')).toEqual({ minutes: 5, increment: 0 });
    expect(clockOfChoice('none')).toBeNull();
  });

  it('says a refusal as the server meant it', () => {
    const refused = new ApiError('challenge_refused', 403);
    expect(challengeWhy(refused)).toBe('This player does not accept your challenges.');
    refused.detail = 'this player does not accept your challenges';
    expect(challengeWhy(refused)).toBe('This player does not accept your challenges.');
    refused.reason = 'you_block';
    expect(challengeWhy(refused)).toBe('You block this player: unblock them to challenge them.');
    expect(challengeWhy(new ApiError('too_many_challenges', 429))).toMatch(/10 challenges/);
    expect(challengeWhy(new ApiError('network', 0))).toBe('That did not work; try again.');
  });
});
