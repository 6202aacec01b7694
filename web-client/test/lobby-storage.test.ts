import { describe, expect, it } from 'vitest';
import {
  CHOICES_KEY, OPENED_KEY, PENDING_KEY, TOKEN_KEY, base64url, browserToken, isBrowserToken, loadChoices, loadOpened, loadPending,
  newBrowserToken, pairedSecret, parseOpened, parsePending, readChoices, saveChoices, saveOpened, savePending, wasOpened, withOpened,
  withPending, withoutPending, type PendingSeat,
} from '../src/lib/lobby-storage';
import type { KeyValueStore } from '../src/lib/progress';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('this browser\'s lobby token', () => {
  it('is base64url without padding (RFC 4648 test vectors, and the two letters that differ from base64)', () => {
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((text) => base64url(bytes(text)))).toEqual(['', 'Zg', 'Zm8', 'Zm9v', 'Zm9vYg', 'Zm9vYmE', 'Zm9vYmFy']);
    expect(base64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(base64url(new Uint8Array(32).fill(255))).toBe('_'.repeat(42) + '8');
  });

  it('is 32 random bytes: 43 characters', () => {
    const token = newBrowserToken((array) => array.map((_, i) => i * 7));
    expect(token).toHaveLength(43);
    expect(isBrowserToken(token)).toBe(true);
    expect(token).toBe(base64url(new Uint8Array(32).map((_, i) => i * 7)));
    // The real generator.
    const real = newBrowserToken();
    expect(isBrowserToken(real)).toBe(true);
    expect(real).not.toBe(newBrowserToken());
  });

  it('is made once, kept, and the same at every later visit', () => {
    const store = memoryStore();
    let made = 0;
    const fill = (array: Uint8Array) => {
      made++;
      return array.fill(made);
    };
    const first = browserToken(store, fill);
    expect(store.data[TOKEN_KEY]).toBe(first);
    expect(browserToken(store, fill)).toBe(first);
    expect(made).toBe(1);
  });

  it('replaces a damaged stored value, and lives for the page without storage', () => {
    const store = memoryStore({ [TOKEN_KEY]: 'short' });
    const token = browserToken(store);
    expect(isBrowserToken(token)).toBe(true);
    expect(store.data[TOKEN_KEY]).toBe(token);
    const broken: KeyValueStore = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    const once = browserToken(broken);
    expect(isBrowserToken(once)).toBe(true);
    expect(browserToken(broken)).toBe(once);
    expect(browserToken(null)).toBe(once);
    expect(isBrowserToken('a'.repeat(42))).toBe(false);
    expect(isBrowserToken('a'.repeat(42) + '=')).toBe(false);
  });
});

describe('the seats of this browser\'s challenges and seek', () => {
  const seat = (id: string, kind: PendingSeat['kind'], at: number, secret = `secret-${id}`): PendingSeat => ({ id, kind, secret, at_ms: at });

  it('keeps one a challenge and one seek (a new seek replaces the last), the day-old ones dropped', () => {
    let list: PendingSeat[] = [];
    list = withPending(list, seat('c1', 'challenge', 1000));
    list = withPending(list, seat('s1', 'seek', 2000));
    list = withPending(list, seat('c2', 'challenge', 3000));
    list = withPending(list, seat('s2', 'seek', 4000));
    expect(list.map((one) => one.id)).toEqual(['c1', 'c2', 's2']);
    list = withPending(list, seat('c1', 'challenge', 5000, 'again'));
    expect(list.map((one) => one.id)).toEqual(['c2', 's2', 'c1']);
    expect(withPending(list, seat('c9', 'challenge', 25 * 3600_000)).map((one) => one.id)).toEqual(['c9']);
    expect(withoutPending(list, (one) => one.kind === 'seek').map((one) => one.id)).toEqual(['c2', 'c1']);
  });

  it('finds a pairing\'s seat: its own secret, else its challenge\'s, else the seek\'s', () => {
    const list = [seat('c1', 'challenge', 1), seat('s1', 'seek', 2)];
    expect(pairedSecret(list, { secret: 'given', challenge: 'c1' })).toBe('given');
    expect(pairedSecret(list, { secret: null, challenge: 'c1' })).toBe('secret-c1');
    // A poster is told its pairing without the secret, the challenge (or seek) named by its id.
    expect(pairedSecret(list, { secret: null, challenge: 's1' })).toBe('secret-s1');
    expect(pairedSecret(list, { secret: null, challenge: null })).toBe('secret-s1');
    expect(pairedSecret([], { secret: null, challenge: 'c1' })).toBeNull();
  });

  it('survives a reload, and a damaged value counts as none', () => {
    const store = memoryStore();
    const list = [seat('c1', 'challenge', 1)];
    savePending(list, store);
    expect(JSON.parse(store.data[PENDING_KEY] ?? '')).toEqual(list);
    expect(loadPending(store)).toEqual(list);
    expect(parsePending('nonsense')).toEqual([]);
    expect(parsePending('{"id":"x"}')).toEqual([]);
    expect(parsePending(JSON.stringify([{ id: 'x', kind: 'other', secret: 's', at_ms: 1 }, list[0], { id: 'y', kind: 'seek', secret: '', at_ms: 1 }]))).toEqual(list);
  });
});

describe('the games opened from a pairing', () => {
  it('remembers each game once, an hour, at most 20: a pairing told again at the next join opens nothing', () => {
    const store = memoryStore();
    let list = withOpened([], 'G1', 1000);
    list = withOpened(list, 'G2', 2000);
    list = withOpened(list, 'G1', 3000);
    expect(list.map((one) => one.game)).toEqual(['G2', 'G1']);
    expect(wasOpened(list, 'G1')).toBe(true);
    expect(wasOpened(list, 'G3')).toBe(false);
    expect(withOpened(list, 'G3', 3600_000 + 2500).map((one) => one.game)).toEqual(['G1', 'G3']);
    let many: ReturnType<typeof withOpened> = [];
    for (let i = 0; i < 30; i++) many = withOpened(many, `G${i}`, i);
    expect(many).toHaveLength(20);
    expect(many[19]?.game).toBe('G29');
    saveOpened(list, store);
    expect(JSON.parse(store.data[OPENED_KEY] ?? '')).toEqual(list);
    expect(loadOpened(store)).toEqual(list);
    expect(parseOpened('x')).toEqual([]);
    expect(parseOpened('[{"game":1,"at_ms":1},{"game":"A","at_ms":2}]')).toEqual([{ game: 'A', at_ms: 2 }]);
  });
});

describe('the lobby\'s forms as last used', () => {
  const variants = ['petteia-6x6', 'grec'];
  const presets = ['none', '1+0', '3+2', '5+3', '10+5', '15+10', '30+20'];

  it('starts with the catalogue\'s first game, 5+3, casual, random colour', () => {
    expect(readChoices(null, variants, presets)).toEqual({
      seekVariant: 'petteia-6x6', seekTime: '5+3', seekRated: false, challengeVariant: 'petteia-6x6', challengeTime: '5+3', challengeRated: false, color: 'random',
    });
  });

  it('keeps each choice, and falls back for a game the catalogue lost or a clock it does not offer', () => {
    const store = memoryStore();
    const chosen = { seekVariant: 'grec', seekTime: '1+0', seekRated: true, challengeVariant: 'grec', challengeTime: 'none', challengeRated: false, color: 'second' as const };
    saveChoices(chosen, store);
    expect(loadChoices(variants, presets, store)).toEqual(chosen);
    expect(store.data[CHOICES_KEY]).toBeDefined();
    expect(readChoices(JSON.stringify({ ...chosen, seekVariant: 'gone', seekTime: 'none', challengeTime: '7+7', color: 'purple' }), variants, presets))
      .toMatchObject({ seekVariant: 'petteia-6x6', seekTime: '5+3', challengeTime: '5+3', color: 'random' });
    expect(readChoices('{', [], presets).seekVariant).toBe('');
  });
});
