import { describe, expect, it, vi } from 'vitest';
import type { Challenge } from '../src/lib/lobby-messages';
import {
  EMPTY_LOBBY, LOBBY_PRESETS, casualReason, clockLabel, elapsedLabel, lobbyAfter, lobbyLeft, mayBeRated, posterColour, presetOf, presetTime,
  signedInForLobby, waitSeconds, type LobbyState,
} from '../src/lib/lobby-state';
import { lobbySocketUrl, reconnectDelay } from '../src/net/connection';
import { setLanguage } from '../src/i18n';
import { lobbyError, lobbyText } from '../src/i18n/lobby-text';

function challenge(id: string, posted: number, extra: Partial<Challenge> = {}): Challenge {
  return { id, variant: 'petteia-6x6', time: { initial_ms: 300000, increment_ms: 3000 }, rated: false, color: 'random', category: 'petteia-6x6/blitz', by: null, mine: false, posted_at_ms: posted, ...extra };
}

const ids = (state: LobbyState) => state.challenges.map((one) => one.id);

describe('the lobby\'s list as the server changes it', () => {
  const joined = lobbyAfter(EMPTY_LOBBY, {
    type: 'lobby', you: { name: null, ratings: {} }, seek: null, players: 3,
    challenges: [challenge('b', 20), challenge('a', 10), challenge('mine', 30, { mine: true })],
  });

  it('takes the whole lobby at lobby_join: this browser\'s own first, then the oldest first', () => {
    expect(joined.joined).toBe(true);
    expect(ids(joined)).toEqual(['mine', 'a', 'b']);
    expect(joined.players).toBe(3);
  });

  it('adds a new challenge at the foot, replaces one it knows, and removes one', () => {
    const added = lobbyAfter(joined, { type: 'challenge_added', challenge: challenge('c', 40) });
    expect(ids(added)).toEqual(['mine', 'a', 'b', 'c']);
    const again = lobbyAfter(added, { type: 'challenge_added', challenge: challenge('a', 10, { rated: true }) });
    expect(ids(again)).toEqual(['mine', 'a', 'b', 'c']);
    expect(again.challenges[1]?.rated).toBe(true);
    const removed = lobbyAfter(again, { type: 'challenge_removed', id: 'b' });
    expect(ids(removed)).toEqual(['mine', 'a', 'c']);
    // Removing what is not there changes nothing (the same state: nothing to draw).
    expect(lobbyAfter(removed, { type: 'challenge_removed', id: 'zz' })).toBe(removed);
  });

  it('keeps a posted challenge this browser\'s own, whether challenge_added comes after it or not', () => {
    const posted = lobbyAfter(joined, { type: 'challenge_posted', challenge: challenge('new', 50), secret: 's' });
    expect(ids(posted)).toEqual(['mine', 'new', 'a', 'b']);
    expect(posted.challenges.find((one) => one.id === 'new')?.mine).toBe(true);
    const echoed = lobbyAfter(posted, { type: 'challenge_added', challenge: challenge('new', 50) });
    expect(echoed.challenges.find((one) => one.id === 'new')?.mine).toBe(true);
    expect(ids(echoed)).toEqual(['mine', 'new', 'a', 'b']);
  });

  it('follows this browser\'s seek, and ends it and its challenges at a pairing', () => {
    const seek = { id: 's', variant: 'petteia-6x6', time: { initial_ms: 180000, increment_ms: 2000 }, rated: false, since_ms: 1 };
    const seeking = lobbyAfter(joined, { type: 'seeking', seek, secret: 'x' });
    expect(seeking.seek).toEqual(seek);
    expect(lobbyAfter(seeking, { type: 'seek_ended' }).seek).toBeNull();
    const paired = lobbyAfter(seeking, { type: 'paired', game: 'G', secret: 'x', side: 'light', challenge: null });
    expect(paired.seek).toBeNull();
    expect(ids(paired)).toEqual(['a', 'b']);
  });

  it('counts the challenges the server did not list ("and 140 more"), less each of them withdrawn', () => {
    expect(joined.unlisted).toBe(0);
    const crowded = lobbyAfter(EMPTY_LOBBY, {
      type: 'lobby', you: { name: null, ratings: {} }, seek: null, players: 40, total: 143,
      challenges: [challenge('b', 20), challenge('a', 10), challenge('mine', 30, { mine: true })],
    });
    expect(crowded.unlisted).toBe(140);
    // One not listed goes (the server says challenge_removed only of challenges it showed): one fewer.
    const fewer = lobbyAfter(crowded, { type: 'challenge_removed', id: 'unlisted-one' });
    expect(fewer.unlisted).toBe(139);
    expect(ids(fewer)).toEqual(ids(crowded));
    // A listed one goes: the count of the others stays.
    expect(lobbyAfter(fewer, { type: 'challenge_removed', id: 'a' })).toMatchObject({ unlisted: 139 });
    // A new one is listed, at the foot.
    const added = lobbyAfter(fewer, { type: 'challenge_added', challenge: challenge('c', 40) });
    expect(added.unlisted).toBe(139);
    expect(ids(added)).toContain('c');
    vi.stubGlobal('document', { documentElement: {} });
    try {
      setLanguage('en');
      expect(lobbyText().more(140)).toBe('and 140 more');
      setLanguage('fr');
      expect(lobbyText().more(140)).toBe('et 140 de plus');
    } finally {
      setLanguage('en');
      vi.unstubAllGlobals();
    }
  });

  it('says why a pairing asked rated is played casual', () => {
    const paired = { type: 'paired', game: 'G', secret: null, side: 'light', challenge: null } as const;
    expect(casualReason({ ...paired, rated: false, casual_reason: 'same_network' })).toBe('same_network');
    expect(casualReason({ ...paired, rated: true })).toBeNull();
    expect(casualReason(paired)).toBeNull(); // an older server: nothing to say
    vi.stubGlobal('document', { documentElement: {} });
    try {
      for (const language of ['en', 'fr'] as const) {
        setLanguage(language);
        const words = lobbyText();
        const said = ['same_network', 'same_browser', 'new_reason'].map((reason) => words.pairedCasual(reason));
        expect(new Set(said).size).toBe(3);
        expect(said[0]).toMatch(language === 'en' ? /Casual: you share a network/ : /Amicale : vous partagez un réseau/);
        expect(lobbyError('lobby_full', null, {}, waitSeconds)).not.toMatch(/_/);
      }
    } finally {
      setLanguage('en');
      vi.unstubAllGlobals();
    }
  });

  it('counts the players, and forgets that it is joined when the socket drops', () => {
    expect(lobbyAfter(joined, { type: 'lobby_players', players: 13 }).players).toBe(13);
    expect(lobbyLeft(joined)).toMatchObject({ joined: false, challenges: joined.challenges });
    expect(lobbyAfter(joined, { type: 'error', code: 'x', message: '', detail: null, ref: null })).toBe(joined);
  });

  it('knows whether rated play is open: the lobby\'s own answer first, then the page\'s account', () => {
    expect(signedInForLobby(EMPTY_LOBBY, true)).toBe(true);
    expect(signedInForLobby(EMPTY_LOBBY, false)).toBe(false);
    expect(signedInForLobby(joined, true)).toBe(false); // the server does not see the session
    expect(signedInForLobby({ ...joined, you: { name: 'Ariadne', ratings: {} } }, false)).toBe(true);
    expect(mayBeRated(true, { minutes: 3, increment: 2 })).toBe(true);
    expect(mayBeRated(true, null)).toBe(false);
    expect(mayBeRated(false, { minutes: 3, increment: 2 })).toBe(false);
  });
});

describe('clocks', () => {
  it('offers the six presets, fastest first, and turns each into minutes and seconds', () => {
    expect(LOBBY_PRESETS.map((one) => one.id)).toEqual(['1+0', '3+2', '5+3', '10+5', '15+10', '30+20']);
    expect(presetTime('1+0')).toEqual({ minutes: 1, increment: 0 });
    expect(presetTime('30+20')).toEqual({ minutes: 30, increment: 20 });
    expect(presetTime('none')).toBeNull();
    expect(presetTime('7+7')).toBeUndefined();
    for (const preset of LOBBY_PRESETS) expect(presetOf({ initial_ms: preset.minutes * 60000, increment_ms: preset.increment * 1000 })).toBe(preset.id);
  });

  it('writes the server\'s clocks as "minutes+seconds", and the time waited', () => {
    expect(clockLabel({ initial_ms: 300000, increment_ms: 3000 })).toBe('5+3');
    expect(clockLabel({ initial_ms: 30000, increment_ms: 0 })).toBe('0.5+0');
    expect(clockLabel(null)).toBeNull();
    expect(presetOf(null)).toBe('none');
    expect(presetOf({ initial_ms: 30000, increment_ms: 0 })).toBeNull();
    expect(elapsedLabel(0)).toBe('0:00');
    expect(elapsedLabel(7_999)).toBe('0:07');
    expect(elapsedLabel(754_000)).toBe('12:34');
    expect(elapsedLabel(3_723_000)).toBe('1:02:03');
    expect(elapsedLabel(-500)).toBe('0:00'); // a clock a little ahead of the server's
  });
});

describe('a challenge\'s colour and the server\'s refusals in words', () => {
  it('names the side its poster plays from the catalogue\'s sides, else the order, else random', () => {
    expect(posterColour('random', ['light', 'dark'])).toEqual({ kind: 'random' });
    expect(posterColour('first', ['light', 'dark'])).toEqual({ kind: 'side', side: 'light', order: 'first' });
    expect(posterColour('second', ['white', 'black'])).toEqual({ kind: 'side', side: 'black', order: 'second' });
    expect(posterColour('second', [])).toEqual({ kind: 'side', side: null, order: 'second' });
    expect(posterColour('dark', ['light', 'dark'])).toEqual({ kind: 'side', side: 'dark', order: 'second' });
    expect(posterColour('purple', ['light', 'dark'])).toEqual({ kind: 'side', side: null, order: null });
  });

  it('says every lobby error code in English and French', () => {
    const codes = ['not_in_lobby', 'challenge_not_found', 'own_challenge', 'rated_needs_account', 'storage_unavailable', 'rate_limited'];
    const site = { internal: 'The server had a problem. Try again.' };
    vi.stubGlobal('document', { documentElement: {} });
    try {
      for (const language of ['en', 'fr'] as const) {
        setLanguage(language);
        const said = codes.map((code) => lobbyError(code, null, site, waitSeconds));
        for (const text of said) expect(text).not.toMatch(/_/); // a sentence, not the code
        expect(new Set(said).size).toBe(codes.length);
        expect(lobbyError('too_many_challenges', '40', site, waitSeconds)).toMatch(language === 'en' ? /try again in 40 s\.$/ : /réessayez dans 40 s\.$/);
        expect(lobbyError('too_many_challenges', null, site, waitSeconds)).not.toMatch(/\d/);
        expect(lobbyError('internal', null, site, waitSeconds)).toBe(site.internal);
        expect(lobbyError('something_new', null, site, waitSeconds)).toContain('something_new');
      }
      setLanguage('fr');
      expect(lobbyError('own_challenge', null, site, waitSeconds)).toBe('Ce défi est le vôtre : attendez un adversaire.');
    } finally {
      setLanguage('en');
      vi.unstubAllGlobals();
    }
    expect(waitSeconds('39.2')).toBe(40);
    expect(waitSeconds('soon')).toBeNull();
    expect(waitSeconds('0')).toBeNull();
  });
});

describe('the lobby\'s socket', () => {
  it('is one address for the whole site, on the page\'s own origin', () => {
    expect(lobbySocketUrl({ protocol: 'https:', host: 'example.org' })).toBe('wss://example.org/ws/lobby');
    expect(lobbySocketUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/ws/lobby');
  });

  it('comes back soon after 1013, sooner after a socket that had worked, and later each time it cannot open', () => {
    const middle = () => 0.5;
    // Cannot open (404, no network): 0.5, 1, 2, 4, 8, 8 s.
    let attempt = 0;
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const next = reconnectDelay(attempt, 1006, null, middle);
      waits.push(next.ms);
      attempt = next.nextAttempt;
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    // 1013 ("connect again"), however often: at most a second apart.
    expect(reconnectDelay(5, 1013, 10, middle).ms).toBe(1000);
    expect(reconnectDelay(0, 1013, 10, middle).ms).toBe(500);
    // A socket that stayed open a while: the count starts again.
    expect(reconnectDelay(5, 1006, 60_000, middle)).toEqual({ ms: 500, nextAttempt: 1 });
    // One that closed at once keeps backing off.
    expect(reconnectDelay(3, 1008, 100, middle)).toEqual({ ms: 4000, nextAttempt: 4 });
  });
});
