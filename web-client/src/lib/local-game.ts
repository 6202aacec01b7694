// A game against the computer started with the network down (the app opened offline from the
// service worker's cache, src/sw/): the server never hears of it. Its id is made here (`local-…`,
// within the game route's characters), its setup kept in this browser's storage, and its first
// snapshot made from the browser module's answer for the start (views/game-offline.ts plays it on
// as it plays a server's game on while offline). Pure: no storage, no page.
import type { LegalAnswer } from '../analysis/browser-engine';
import { LEVELS, type NewGameRequest } from './new-game';
import type { Side, Snapshot } from './types';

export { LOCAL_PREFIX, LOCAL_SETUP_PREFIX, isLocalGame, newLocalId } from './local-game-id';

/** What the player chose on Home: the game, their side, the computer's level. Played without a clock. */
export interface LocalSetup {
  variant: string;
  side: Side;
  level: string;
}

/** The setup of Home's request, against the computer, for a game with these `sides`; null when it cannot be played alone. */
export function localSetup(request: NewGameRequest, sides: readonly Side[], random: () => number): LocalSetup | null {
  if (request.opponent !== 'computer' || !request.level || sides.length !== 2 || request.position) return null;
  const index = request.color === 'first' ? 0 : request.color === 'second' ? 1 : random() < 0.5 ? 0 : 1;
  return { variant: request.variant, side: sides[index]!, level: request.level };
}

/** The setup read back from storage (any text: it may have been edited): null unless whole and sensible. */
export function parseLocalSetup(text: string | null): LocalSetup | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { variant, side, level } = value as Record<string, unknown>;
  if (typeof variant !== 'string' || !/^[a-z0-9_-]{1,64}$/.test(variant)) return null;
  if (typeof side !== 'string' || side.length === 0 || side.length > 32) return null;
  if (typeof level !== 'string' || !(LEVELS as readonly string[]).includes(level)) return null;
  return { variant, side, level };
}

/** The game's first snapshot, as a server would send it: both seats taken, the computer opposite the player, no clock. */
export function localSnapshot(game: string, setup: LocalSetup, size: { width: number; height: number; sides: readonly Side[] }, start: LegalAnswer, now: number): Snapshot | null {
  const sides = [...size.sides];
  if (sides.length !== 2 || !sides.includes(setup.side)) return null;
  const computer = sides.find((side) => side !== setup.side)!;
  const seat = { taken: true, connected: true, away_since_ms: null, claim_from_ms: null };
  return {
    game, version: 0, variant: setup.variant, width: size.width, height: size.height, sides,
    server_time_ms: now, computer: { side: computer, level: setup.level },
    position: start.position, to_move: start.to_move, last_move: null, moves: [],
    legal: start.status.state === 'ongoing' ? start.moves : [], threatened: start.threatened,
    in_check: start.in_check, special_moves: start.special_moves, clock: null,
    result: { state: 'ongoing', winner: null, reason: null, by: null },
    offers: { draw: null, takeback: null, rematch: null },
    seats: Object.fromEntries(sides.map((side) => [side, seat])), rematch: null, players: null, rated: false,
  };
}

/** Home's request kept for a new local game (any text: it may have been edited): null unless one against the computer. */
export function parseLocalRequest(text: string | null): NewGameRequest | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { variant, color, opponent, level } = value as Record<string, unknown>;
  if (typeof variant !== 'string' || opponent !== 'computer' || !(LEVELS as readonly unknown[]).includes(level)) return null;
  if (color !== 'first' && color !== 'second' && color !== 'random') return null;
  return { variant, time: null, color, opponent: 'computer', level: level as NewGameRequest['level'] & string };
}
