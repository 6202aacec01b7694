// The live games (`GET /api/live`, protocol/README.md: LIVE), read field by field. A game that is not
// what the contract says is left out (the others are still shown); fields the contract does not name
// are ignored, so that a newer server's additions do not break an older page.
import { count, finite, id, object, text, timeControl, type Fields } from './json-fields';
import type { ClockState, Side } from './types';

/** A seat's player as strangers see them; `rating` null when never rated in the game's category. */
export interface LivePlayer {
  name: string;
  rating: number | null;
  provisional: boolean;
}

export interface LiveGame {
  game: string;
  variant: string;
  width: number;
  height: number;
  sides: Side[];
  position: string;
  to_move: Side;
  last_move: string | null;
  clock: ClockState | null;
  rated: boolean;
  /** Each side's player, null for a seat without an account ("Anonymous"). */
  players: Record<Side, LivePlayer | null>;
  spectators: number;
  moves: number;
  started_ms: number | null;
}

export interface LiveList {
  games: LiveGame[];
  /** The server's time of the answer, when it gives it. */
  server_time_ms: number | null;
}

function clockOf(value: unknown, sides: readonly Side[]): ClockState | null | undefined {
  if (value === null || value === undefined) return null;
  const fields = object(value);
  const time = timeControl(value);
  const remaining = object(fields?.['remaining_ms']);
  if (!fields || !time || !remaining) return undefined;
  const running = fields['running'];
  const at = fields['server_time_ms'];
  if (!sides.every((side) => finite(remaining[side])) || !finite(at)) return undefined;
  if (running !== null && running !== undefined && !(typeof running === 'string' && sides.includes(running))) return undefined;
  return {
    ...time,
    remaining_ms: Object.fromEntries(sides.map((side) => [side, remaining[side] as number])),
    running: typeof running === 'string' ? running : null,
    server_time_ms: at,
  };
}

function playerOf(value: unknown): LivePlayer | null | undefined {
  if (value === null || value === undefined) return null;
  const fields = object(value);
  if (!fields || !text(fields['name'], 64)) return undefined;
  const rating = fields['rating'];
  if (rating !== null && rating !== undefined && !finite(rating)) return undefined;
  return { name: fields['name'], rating: finite(rating) ? rating : null, provisional: fields['provisional'] === true };
}

function size(value: unknown): value is number {
  return count(value) && value >= 1 && value <= 26;
}

/** One live game, or null when it is not one. */
export function readLiveGame(value: unknown): LiveGame | null {
  const fields = object(value);
  if (!fields) return null;
  const { game, variant, width, height, sides, position, to_move: toMove, last_move: lastMove, rated } = fields;
  if (!id(game) || !text(variant, 64) || !size(width) || !size(height) || typeof rated !== 'boolean') return null;
  if (!Array.isArray(sides) || sides.length !== 2 || !sides.every((side) => text(side, 32))) return null;
  const sideList = sides as Side[];
  if (!text(position, 1000) || typeof toMove !== 'string' || !sideList.includes(toMove)) return null;
  if (lastMove !== null && lastMove !== undefined && !text(lastMove, 64)) return null;
  const clock = clockOf(fields['clock'], sideList);
  if (clock === undefined) return null;
  const seats: Fields = object(fields['players']) ?? {};
  const players: Record<Side, LivePlayer | null> = {};
  for (const side of sideList) {
    const player = playerOf(seats[side]);
    if (player === undefined) return null;
    players[side] = player;
  }
  const started = fields['started_ms'];
  return {
    game, variant, width, height, sides: sideList, position, to_move: toMove, last_move: typeof lastMove === 'string' ? lastMove : null,
    clock, rated, players,
    spectators: count(fields['spectators']) ? fields['spectators'] : 0,
    moves: count(fields['moves']) ? fields['moves'] : 0,
    started_ms: finite(started) ? started : null,
  };
}

/** The answer of `GET /api/live`, in the server's order (the highest-rated first); null when it is not one. */
export function readLiveList(value: unknown): LiveList | null {
  const fields = object(value);
  if (!fields || !Array.isArray(fields['games'])) return null;
  const seen = new Set<string>();
  const games = fields['games'].map(readLiveGame).filter((one): one is LiveGame => {
    if (one === null || seen.has(one.game)) return false;
    seen.add(one.game);
    return true;
  });
  // The answer's time: its own, or the latest of its games' (the server writes one with each game).
  const times = [fields['server_time_ms'], ...fields['games'].map((game) => object(game)?.['server_time_ms'])].filter(finite);
  return { games, server_time_ms: finite(fields['server_time_ms']) ? fields['server_time_ms'] : times.length > 0 ? Math.max(...times) : null };
}

/** How old an answer may be when it arrives: the server's 2 s, and the way here. */
export const LIVE_MAX_AGE_MS = 3000;

/**
 * The server's "now" to count the clocks down from, when an answer arrives. The answer says when it was
 * read (at most 2 s before it is sent), so the true now is between that and LIVE_MAX_AGE_MS later: this
 * device's clock where it falls in between, else the nearer end (a device's clock may be far off). An
 * answer without a time: this device's clock, but never before a clock's own time.
 */
export function liveServerNow(list: LiveList, deviceNowMs: number): number {
  const at = list.server_time_ms;
  if (at !== null) return Math.min(Math.max(deviceNowMs, at), at + LIVE_MAX_AGE_MS);
  return Math.max(deviceNowMs, ...list.games.map((game) => game.clock?.server_time_ms ?? -Infinity));
}
