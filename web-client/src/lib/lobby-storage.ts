// What the lobby keeps in the browser: the browser's token (32 random bytes, base64url, made once and
// sent with every lobby_join, so that the server knows this browser's challenges again after a reload
// or a drop), the seat secrets of this browser's open challenges and seek (a `paired` heard after a
// reload still finds its seat), and the last choices of the page's two forms.
import type { ChallengeColour } from './lobby-messages';
import type { KeyValueStore } from './progress';

export const TOKEN_KEY = 'petteia.lobby-browser';
export const PENDING_KEY = 'petteia.lobby-seats';
export const CHOICES_KEY = 'petteia.lobby-choices';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** base64url without padding (RFC 4648 §5): 32 bytes make 43 characters. */
export function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += BASE64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

export function isBrowserToken(value: string | null): value is string {
  return value !== null && TOKEN.test(value);
}

export type RandomFill = (bytes: Uint8Array) => Uint8Array;

const cryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

export function newBrowserToken(fill: RandomFill = cryptoFill): string {
  return base64url(fill(new Uint8Array(32)));
}

function browserStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: KeyValueStore | null, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // Private mode or a full storage: the page works, it just forgets at the next reload.
  }
}

let unstored: string | null = null; // without storage, one token for the page's life

/** This browser's token: the stored one, or a new one, stored (anything else stored is replaced). */
export function browserToken(store: KeyValueStore | null = browserStore(), fill: RandomFill = cryptoFill): string {
  const stored = read(store, TOKEN_KEY);
  if (isBrowserToken(stored)) return stored;
  const token = unstored ?? newBrowserToken(fill);
  write(store, TOKEN_KEY, token);
  unstored = isBrowserToken(read(store, TOKEN_KEY)) ? null : token;
  return token;
}

/** The seat secret of one of this browser's challenges or of its seek, until it becomes a game. */
export interface PendingSeat {
  id: string;
  kind: 'challenge' | 'seek';
  secret: string;
  at_ms: number;
}

const KEEP_MS = 24 * 3600_000; // the server tells a browser of its pairing within 10 minutes of coming back
const MAX_SEATS = 8; // 3 challenges and a seek at a time; more is what was left behind

export function parsePending(textValue: string | null): PendingSeat[] {
  if (!textValue) return [];
  let value: unknown;
  try {
    value = JSON.parse(textValue);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter((one): one is PendingSeat => {
    const seat = one as Partial<PendingSeat> | null;
    return typeof seat === 'object' && seat !== null && typeof seat.id === 'string' && seat.id.length <= 64 && (seat.kind === 'challenge' || seat.kind === 'seek')
      && typeof seat.secret === 'string' && seat.secret.length > 0 && seat.secret.length <= 256 && typeof seat.at_ms === 'number';
  }).slice(0, MAX_SEATS);
}

/** The list with `seat` in it: one entry an id, one seek (a new seek replaces the last), the old ones dropped. */
export function withPending(list: readonly PendingSeat[], seat: PendingSeat): PendingSeat[] {
  const kept = list.filter((one) => one.id !== seat.id && !(seat.kind === 'seek' && one.kind === 'seek') && seat.at_ms - one.at_ms < KEEP_MS);
  return [...kept, seat].slice(-MAX_SEATS);
}

export function withoutPending(list: readonly PendingSeat[], predicate: (seat: PendingSeat) => boolean): PendingSeat[] {
  return list.filter((one) => !predicate(one));
}

/** The secret to open a paired game with: the message's own, else the one kept for its challenge, else the seek's. */
export function pairedSecret(list: readonly PendingSeat[], paired: { secret: string | null; challenge: string | null }): string | null {
  if (paired.secret) return paired.secret;
  const byChallenge = paired.challenge ? list.find((one) => one.id === paired.challenge) : undefined;
  return byChallenge?.secret ?? list.find((one) => one.kind === 'seek')?.secret ?? null;
}

export function loadPending(store: KeyValueStore | null = browserStore()): PendingSeat[] {
  return parsePending(read(store, PENDING_KEY));
}

export function savePending(list: readonly PendingSeat[], store: KeyValueStore | null = browserStore()): void {
  write(store, PENDING_KEY, JSON.stringify(list));
}

/**
 * The games this browser has opened from a pairing, newest last (kept an hour, at most 20). The server
 * tells a browser again of its pairings of the last 10 minutes each time it joins the lobby, whether it
 * heard them already or not: a pairing heard again opens nothing.
 */
export const OPENED_KEY = 'petteia.lobby-opened';
const OPENED_MS = 3600_000;

export interface OpenedGame {
  game: string;
  at_ms: number;
}

export function parseOpened(textValue: string | null): OpenedGame[] {
  let value: unknown;
  try {
    value = textValue ? JSON.parse(textValue) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter((one): one is OpenedGame => typeof one === 'object' && one !== null && typeof (one as OpenedGame).game === 'string'
    && (one as OpenedGame).game.length <= 64 && typeof (one as OpenedGame).at_ms === 'number').slice(-20);
}

export function withOpened(list: readonly OpenedGame[], game: string, now: number): OpenedGame[] {
  return [...list.filter((one) => one.game !== game && now - one.at_ms < OPENED_MS), { game, at_ms: now }].slice(-20);
}

export function wasOpened(list: readonly OpenedGame[], game: string): boolean {
  return list.some((one) => one.game === game);
}

export function loadOpened(store: KeyValueStore | null = browserStore()): OpenedGame[] {
  return parseOpened(read(store, OPENED_KEY));
}

export function saveOpened(list: readonly OpenedGame[], store: KeyValueStore | null = browserStore()): void {
  write(store, OPENED_KEY, JSON.stringify(list));
}

/** The page's two forms as last used. `time` is a preset id, or 'none' (the challenge form only). */
export interface LobbyChoices {
  seekVariant: string;
  seekTime: string;
  seekRated: boolean;
  challengeVariant: string;
  challengeTime: string;
  challengeRated: boolean;
  color: ChallengeColour;
}

/** The stored choices, each checked: a game the catalogue no longer has, an unknown clock, fall back. */
export function readChoices(textValue: string | null, variants: readonly string[], presets: readonly string[]): LobbyChoices {
  let value: Partial<Record<keyof LobbyChoices, unknown>> = {};
  try {
    const parsed: unknown = textValue ? JSON.parse(textValue) : {};
    if (typeof parsed === 'object' && parsed !== null) value = parsed;
  } catch {
    // A damaged value: the defaults.
  }
  // Untimed and days per move ("d3") are the challenge form's only.
  const preset = (given: unknown, fallback: string, challenge: boolean) => {
    if (typeof given !== 'string' || !(given === 'none' || presets.includes(given))) return fallback;
    return (given === 'none' || given.startsWith('d')) && !challenge ? fallback : given;
  };
  const variant = (given: unknown) => (typeof given === 'string' && variants.includes(given) ? given : (variants[0] ?? ''));
  const defaultClock = presets.includes('5+3') ? '5+3' : (presets[0] ?? 'none');
  return {
    seekVariant: variant(value.seekVariant),
    seekTime: preset(value.seekTime, defaultClock, false),
    seekRated: value.seekRated === true,
    challengeVariant: variant(value.challengeVariant),
    challengeTime: preset(value.challengeTime, defaultClock, true),
    challengeRated: value.challengeRated === true,
    color: value.color === 'first' || value.color === 'second' ? value.color : 'random',
  };
}

export function loadChoices(variants: readonly string[], presets: readonly string[], store: KeyValueStore | null = browserStore()): LobbyChoices {
  return readChoices(read(store, CHOICES_KEY), variants, presets);
}

export function saveChoices(choices: LobbyChoices, store: KeyValueStore | null = browserStore()): void {
  write(store, CHOICES_KEY, JSON.stringify(choices));
}
