// The lobby's messages (../../protocol/README.md, "WebSocket: the lobby"): their shapes as types, and
// the reading of the server's, field by field. A message that is not what the contract says (a field
// missing or of another type, an id that could not be one) is dropped whole rather than half drawn:
// the page then shows what it knew before. Fields the contract does not name are ignored, so that a
// newer server's additions do not break an older page.

/** A clock as the server writes it; null in a message means untimed. */
export interface LobbyTime {
  initial_ms: number;
  increment_ms: number;
  /** Days per move (a game at one's own pace); absent for a game clock. */
  days?: number;
}

/** The poster of a challenge with an account; `rating` null when the server gives none (an untimed game). */
export interface Challenger {
  name: string;
  rating: number | null;
  provisional: boolean;
}

export interface Challenge {
  id: string;
  variant: string;
  time: LobbyTime | null;
  rated: boolean;
  /** The colour its poster plays: `first`, `second`, `random`, or one of the game's sides. */
  color: string;
  category: string | null;
  /** null: a player without an account ("Anonymous"). */
  by: Challenger | null;
  mine: boolean;
  posted_at_ms: number;
}

export interface Seek {
  id: string;
  variant: string;
  time: LobbyTime | null;
  rated: boolean;
  since_ms: number;
}

/** A pool of quick pairing: one game, clock and rated-or-casual, and how many seek it now (one's own seek included). */
export interface Pool {
  variant: string;
  time: LobbyTime | null;
  rated: boolean;
  seeking: number;
}

export interface Rating {
  rating: number;
  provisional: boolean;
}

export interface LobbyYou {
  /** null without an account. */
  name: string | null;
  ratings: Record<string, Rating>;
}

export type LobbyServerMessage =
  | { type: 'hello'; protocol: number; server_time_ms: number }
  /** `total`: the challenges open in all; the server lists at most 100 of them (its own, then the newest). */
  | { type: 'lobby'; you: LobbyYou; challenges: Challenge[]; seek: Seek | null; players: number; total?: number; pools?: Pool[] }
  | { type: 'challenge_posted'; challenge: Challenge; secret: string }
  | { type: 'challenge_added'; challenge: Challenge }
  | { type: 'challenge_removed'; id: string }
  | { type: 'seeking'; seek: Seek; secret: string }
  | { type: 'seek_ended' }
  /** `rated` false with a `casual_reason` (`same_network`, `same_browser`): asked rated, played casual (rating farming). */
  | { type: 'paired'; game: string; secret: string | null; side: string | null; challenge: string | null; rated?: boolean; casual_reason?: string | null }
  | { type: 'lobby_players'; players: number }
  | { type: 'lobby_pools'; pools: Pool[] }
  | { type: 'error'; code: string; message: string; detail: string | null; ref: number | string | null };

/** What the page sends, as `POST /api/games` takes it: minutes and whole seconds, or days per move. */
export type TimeChoice = { minutes: number; increment: number } | { days: number };

export type ChallengeColour = 'first' | 'second' | 'random';

export type LobbyClientMessage = (
  | { type: 'lobby_join'; protocol: 1; browser: string }
  | { type: 'post_challenge'; variant: string; time: TimeChoice | null; rated: boolean; color: ChallengeColour }
  | { type: 'cancel_challenge'; id: string }
  | { type: 'accept_challenge'; id: string }
  | { type: 'seek'; variant: string; time: TimeChoice | null; rated: boolean }
  | { type: 'cancel_seek' }
) & { ref?: number };

type Fields = Record<string, unknown>;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function object(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

function text(value: unknown, max = 256): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

function id(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}

function count(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function time(value: unknown): LobbyTime | null | undefined {
  if (value === null) return null;
  const fields = object(value);
  if (!fields) return undefined;
  const { initial_ms: initial, increment_ms: increment } = fields;
  if (typeof initial !== 'number' || !(initial > 0) || !count(increment)) return undefined;
  const days = fields['days'];
  return count(days) && days > 0 ? { initial_ms: initial, increment_ms: increment, days } : { initial_ms: initial, increment_ms: increment };
}

function challenger(value: unknown): Challenger | null | undefined {
  if (value === null) return null;
  const fields = object(value);
  if (!fields || !text(fields['name'], 64)) return undefined;
  const rating = fields['rating'];
  if (rating !== null && rating !== undefined && (typeof rating !== 'number' || !Number.isFinite(rating))) return undefined;
  return { name: fields['name'], rating: typeof rating === 'number' ? rating : null, provisional: fields['provisional'] === true };
}

/** One challenge of the list, or null when it is not one. */
export function readChallenge(value: unknown): Challenge | null {
  const fields = object(value);
  if (!fields) return null;
  const clock = time(fields['time']);
  const by = challenger(fields['by']);
  const { id: key, variant, rated, color, category, mine, posted_at_ms: posted } = fields;
  if (!id(key) || !text(variant, 64) || clock === undefined || by === undefined || typeof rated !== 'boolean' || !text(color, 32)) return null;
  if (category !== null && category !== undefined && !text(category, 128)) return null;
  if (typeof posted !== 'number' || !Number.isFinite(posted)) return null;
  return { id: key, variant, time: clock, rated, color, category: typeof category === 'string' ? category : null, by, mine: mine === true, posted_at_ms: posted };
}

function readSeek(value: unknown): Seek | null {
  const fields = object(value);
  if (!fields) return null;
  const clock = time(fields['time']);
  const { id: key, variant, rated, since_ms: since } = fields;
  if (!id(key) || !text(variant, 64) || clock === undefined || typeof rated !== 'boolean' || typeof since !== 'number' || !Number.isFinite(since)) return null;
  return { id: key, variant, time: clock, rated, since_ms: since };
}

function readPool(value: unknown): Pool | null {
  const fields = object(value);
  if (!fields) return null;
  const clock = time(fields['time']);
  const { variant, rated, seeking } = fields;
  if (!text(variant, 64) || clock === undefined || typeof rated !== 'boolean' || !count(seeking) || seeking === 0) return null;
  return { variant, time: clock, rated, seeking };
}

/** The pools of a message; an unreadable one does not hide the others. */
function readPools(value: unknown): Pool[] {
  return Array.isArray(value) ? value.map(readPool).filter((one): one is Pool => one !== null) : [];
}

function readYou(value: unknown): LobbyYou | null {
  const fields = object(value);
  if (!fields) return null;
  const name = fields['name'];
  if (name !== null && !text(name, 64)) return null;
  const ratings: Record<string, Rating> = {};
  for (const [category, entry] of Object.entries(object(fields['ratings']) ?? {})) {
    const rating = object(entry);
    if (rating && typeof rating['rating'] === 'number' && Number.isFinite(rating['rating']))
      ratings[category] = { rating: rating['rating'], provisional: rating['provisional'] === true };
  }
  return { name, ratings };
}

/** Reads one text frame of the lobby's socket; null when it is not a message of the contract. */
export function parseLobbyMessage(frame: string): LobbyServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  const fields = object(value);
  if (!fields) return null;
  switch (fields['type']) {
    case 'hello':
      return typeof fields['server_time_ms'] === 'number' && typeof fields['protocol'] === 'number'
        ? { type: 'hello', protocol: fields['protocol'], server_time_ms: fields['server_time_ms'] }
        : null;
    case 'lobby': {
      const you = readYou(fields['you']);
      const list = fields['challenges'];
      const seek = fields['seek'] === null || fields['seek'] === undefined ? null : readSeek(fields['seek']);
      if (!you || !Array.isArray(list) || (fields['seek'] && !seek)) return null;
      // One unreadable challenge does not hide the others.
      const challenges = list.map(readChallenge).filter((one): one is Challenge => one !== null);
      // An older server says no total: what it lists is all there is.
      const total = count(fields['total']) ? Math.max(fields['total'], challenges.length) : challenges.length;
      return { type: 'lobby', you, challenges, seek, players: count(fields['players']) ? fields['players'] : 0, total, pools: readPools(fields['pools']) };
    }
    case 'challenge_posted': {
      const challenge = readChallenge(fields['challenge']);
      return challenge && text(fields['secret']) ? { type: 'challenge_posted', challenge, secret: fields['secret'] } : null;
    }
    case 'challenge_added': {
      const challenge = readChallenge(fields['challenge']);
      return challenge ? { type: 'challenge_added', challenge } : null;
    }
    case 'challenge_removed':
      return id(fields['id']) ? { type: 'challenge_removed', id: fields['id'] } : null;
    case 'seeking': {
      const seek = readSeek(fields['seek']);
      return seek && text(fields['secret']) ? { type: 'seeking', seek, secret: fields['secret'] } : null;
    }
    case 'seek_ended':
      return { type: 'seek_ended' };
    case 'paired': {
      // The game's id goes into the page's address (/g/<id>): nothing else is followed.
      if (!id(fields['game'])) return null;
      const secret = text(fields['secret']) ? fields['secret'] : null;
      const side = text(fields['side'], 32) ? fields['side'] : null;
      const challenge = id(fields['challenge']) ? fields['challenge'] : null;
      return {
        type: 'paired', game: fields['game'], secret, side, challenge,
        ...(typeof fields['rated'] === 'boolean' ? { rated: fields['rated'] } : {}),
        ...(text(fields['casual_reason'], 32) ? { casual_reason: fields['casual_reason'] } : {}),
      };
    }
    case 'lobby_players':
      return count(fields['players']) ? { type: 'lobby_players', players: fields['players'] } : null;
    case 'lobby_pools':
      return Array.isArray(fields['pools']) ? { type: 'lobby_pools', pools: readPools(fields['pools']) } : null;
    case 'error': {
      if (!text(fields['code'], 64)) return null;
      const detail = fields['detail'];
      const ref = fields['ref'];
      return {
        type: 'error', code: fields['code'], message: typeof fields['message'] === 'string' ? fields['message'] : '',
        detail: typeof detail === 'string' || typeof detail === 'number' ? String(detail) : null,
        ref: typeof ref === 'number' || typeof ref === 'string' ? ref : null,
      };
    }
    default:
      return null;
  }
}
