// What the lobby page knows, as the server last said it, and how each message changes it: the whole
// lobby after lobby_join, then challenges added and removed one by one, this browser's seek, the
// number of players. Pure: the view (../views/lobby.ts) draws whatever this gives.
import type { Challenge, LobbyServerMessage, LobbyTime, LobbyYou, Pool, Seek, TimeChoice } from './lobby-messages';
import { CORRESPONDENCE_DAYS } from './correspondence';
import { correspondenceText } from '../i18n/correspondence-text';

export interface LobbyState {
  /** Set by the answer to lobby_join: until then the page has no list to show. */
  joined: boolean;
  you: LobbyYou | null;
  /** This browser's own first, then the others in the order they were posted (a new one joins the foot of
   * the list, so that the row under a finger does not move). */
  challenges: Challenge[];
  seek: Seek | null;
  players: number | null;
  /** Open challenges the server did not list (it lists 100 at most): "and 140 more". */
  unlisted: number;
  /** Quick pairing's pools that someone seeks now, the largest first (issue 38). */
  pools: Pool[];
}

export const EMPTY_LOBBY: LobbyState = { joined: false, you: null, challenges: [], seek: null, players: null, unlisted: 0, pools: [] };

function ordered(challenges: Challenge[]): Challenge[] {
  return [...challenges].sort((a, b) => Number(b.mine) - Number(a.mine) || a.posted_at_ms - b.posted_at_ms || a.id.localeCompare(b.id));
}

function withChallenge(list: readonly Challenge[], challenge: Challenge): Challenge[] {
  const old = list.find((one) => one.id === challenge.id);
  // The poster hears of its challenge twice (challenge_posted, and maybe challenge_added): it stays its own.
  const merged = old?.mine ? { ...challenge, mine: true } : challenge;
  return ordered([...list.filter((one) => one.id !== challenge.id), merged]);
}

/** The state after one message (the same object when the message changes nothing in it). */
export function lobbyAfter(state: LobbyState, message: LobbyServerMessage): LobbyState {
  switch (message.type) {
    case 'lobby':
      return {
        joined: true, you: message.you, challenges: ordered(message.challenges), seek: message.seek, players: message.players,
        unlisted: Math.max(0, (message.total ?? message.challenges.length) - message.challenges.length),
        pools: message.pools ?? [],
      };
    case 'challenge_posted':
      return { ...state, challenges: withChallenge(state.challenges, { ...message.challenge, mine: true }) };
    case 'challenge_added':
      return { ...state, challenges: withChallenge(state.challenges, message.challenge) };
    case 'challenge_removed':
      if (state.challenges.some((one) => one.id === message.id)) return { ...state, challenges: state.challenges.filter((one) => one.id !== message.id) };
      // One of those not listed (the server says so only of challenges it showed).
      return state.unlisted > 0 ? { ...state, unlisted: state.unlisted - 1 } : state;
    case 'seeking':
      return { ...state, seek: message.seek };
    case 'seek_ended':
      return { ...state, seek: null };
    case 'paired':
      // Every challenge and seek of this browser ends with a pairing.
      return { ...state, seek: null, challenges: state.challenges.filter((one) => !one.mine) };
    case 'lobby_players':
      return { ...state, players: message.players };
    case 'lobby_pools':
      return { ...state, pools: message.pools };
    default:
      return state;
  }
}

function sameTime(a: LobbyTime | null, b: LobbyTime | null): boolean {
  if (!a || !b) return a === b;
  return a.initial_ms === b.initial_ms && a.increment_ms === b.increment_ms && (a.days ?? 0) === (b.days ?? 0);
}

/** The pools as another player's seeks make them: this browser's own seek taken out of its pool. */
export function othersWaiting(pools: readonly Pool[], seek: Seek | null): Pool[] {
  return pools.flatMap((pool) => {
    const mine = seek !== null && seek.variant === pool.variant && seek.rated === pool.rated && sameTime(seek.time, pool.time);
    const seeking = pool.seeking - (mine ? 1 : 0);
    return seeking > 0 ? [{ ...pool, seeking }] : [];
  });
}

/** A clock the server wrote, as a seek sends it back. */
export function timeChoiceOf(time: LobbyTime | null): TimeChoice | null {
  if (!time) return null;
  if (time.days) return { days: time.days };
  return { minutes: time.initial_ms / 60_000, increment: Math.round(time.increment_ms / 1000) };
}

/** Why a pairing asked rated is played casual (the server's `casual_reason`: rating farming); null when it is as asked. */
export function casualReason(message: Extract<LobbyServerMessage, { type: 'paired' }>): string | null {
  return message.rated === false && message.casual_reason ? message.casual_reason : null;
}

/** After the socket dropped: nothing shown is known any more until the lobby is joined again. */
export function lobbyLeft(state: LobbyState): LobbyState {
  return { ...state, joined: false };
}

export interface ClockPreset {
  id: string;
  minutes: number;
  increment: number;
}

/** Quick pairing's clocks (minutes + seconds added per move), fastest first. */
export const LOBBY_PRESETS: readonly ClockPreset[] = [
  { id: '1+0', minutes: 1, increment: 0 },
  { id: '3+2', minutes: 3, increment: 2 },
  { id: '5+3', minutes: 5, increment: 3 },
  { id: '10+5', minutes: 10, increment: 5 },
  { id: '15+10', minutes: 15, increment: 10 },
  { id: '30+20', minutes: 30, increment: 20 },
];

/** Days per move, offered by the challenge form ("d3": 3 days per move). */
export const DAYS_PRESETS: readonly string[] = CORRESPONDENCE_DAYS.map((days) => `d${days}`);

/** The clock a preset id stands for: null for 'none' (untimed), undefined for an id that is none. */
export function presetTime(preset: string): TimeChoice | null | undefined {
  if (preset === 'none') return null;
  if (DAYS_PRESETS.includes(preset)) return { days: Number(preset.slice(1)) };
  const found = LOBBY_PRESETS.find((one) => one.id === preset);
  return found ? { minutes: found.minutes, increment: found.increment } : undefined;
}

/** "5+3" for a clock the server wrote; "0.5+0" for half a minute; null when untimed. */
export function clockLabel(time: LobbyTime | null): string | null {
  if (!time) return null;
  if (time.days) return correspondenceText().perMoveShort(time.days);
  const minutes = Math.round((time.initial_ms / 60_000) * 100) / 100;
  return `${minutes}+${Math.round(time.increment_ms / 1000)}`;
}

/** The preset a clock the server wrote matches, if any (to show a seek's clock as it was chosen). */
export function presetOf(time: LobbyTime | null): string | null {
  if (time?.days) return DAYS_PRESETS.includes(`d${time.days}`) ? `d${time.days}` : null;
  const label = clockLabel(time);
  return label === null ? 'none' : LOBBY_PRESETS.some((one) => one.id === label) ? label : null;
}

/** "0:07", "12:34", "1:02:03": how long this browser has waited. */
export function elapsedLabel(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A rated game needs an account and a clock (the contract: untimed games are never rated). */
export function mayBeRated(signedIn: boolean, time: TimeChoice | null | undefined): boolean {
  return signedIn && time !== null && time !== undefined;
}

/** Whether this browser is signed in, for rated play: the lobby's own answer once it has come (the
 * server reads the session cookie of the socket), else what the page knows of the account. */
export function signedInForLobby(state: LobbyState, accountKnown: boolean): boolean {
  return state.you ? state.you.name !== null : accountKnown;
}

/** Seconds to wait from a `too_many_challenges` error's detail; null when it gives none. */
export function waitSeconds(detail: string | null): number | null {
  if (detail === null) return null;
  const seconds = Number(detail);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** The colour a challenge's poster plays, as the page can name it: a side of the game (the catalogue's
 * `sides`, the first moving first), only the order when the game is unknown, or random. */
export type PosterColour = { kind: 'random' } | { kind: 'side'; side: string | null; order: 'first' | 'second' | null };

export function posterColour(color: string, sides: readonly string[]): PosterColour {
  if (color === 'random') return { kind: 'random' };
  if (color === 'first' || color === 'second') return { kind: 'side', side: sides[color === 'first' ? 0 : 1] ?? null, order: color };
  const index = sides.indexOf(color);
  return { kind: 'side', side: index >= 0 ? color : null, order: index === 0 ? 'first' : index === 1 ? 'second' : null };
}
