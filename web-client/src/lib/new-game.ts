// Building the POST /api/games request from the home page's choices, for a friend or the computer,
// and sending it. Both forms share the choices and the validation; only the opponent differs.
import { TIME_PRESETS, validTime } from './variants';
import { isCorrespondenceDays } from './correspondence';

export const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type Level = (typeof LEVELS)[number];
export type Colour = 'first' | 'second' | 'random';

export interface GameChoice {
  variant: string;
  time: string; // 'none', a preset id, 'custom', or 'days' (correspondence)
  minutes: string;
  increment: string;
  days: string; // days per move, when time is 'days'
  color: Colour;
}

/** Minutes and whole seconds added a move, or days per move (a game at one's own pace). */
export type TimeControl = { minutes: number; increment: number } | { days: number };

export interface NewGameRequest {
  variant: string;
  time: TimeControl | null;
  color: Colour;
  opponent?: 'computer';
  level?: Level;
  /** A position text to start from (the viewer's "play on from here"); the usual start when absent. */
  position?: string;
}

/** The time control chosen, null for no clock, or 'invalid' for a custom one the server would refuse. */
export function chosenTime(choice: GameChoice): TimeControl | null | 'invalid' {
  if (choice.time === 'days') {
    const days = Number(choice.days);
    return isCorrespondenceDays(days) ? { days } : 'invalid';
  }
  if (choice.time === 'custom') {
    const minutes = Number(choice.minutes);
    const increment = Number(choice.increment);
    if (!validTime(minutes, increment)) return 'invalid'; // an empty minutes field reads 0: refused too
    return { minutes, increment };
  }
  const preset = TIME_PRESETS.find((p) => p.id === choice.time);
  return preset ? { minutes: preset.minutes, increment: preset.increment } : null;
}

/** The request body; null when the custom time control is invalid. Without a level: a friend's game. */
export function newGameRequest(choice: GameChoice, level?: Level): NewGameRequest | null {
  const time = chosenTime(choice);
  if (time === 'invalid') return null;
  // The computer answers at once: days per move are for a game between two people, and the same
  // settings against it make an untimed game (the server refuses days against the computer).
  const request: NewGameRequest = { variant: choice.variant, time: level && time && 'days' in time ? null : time, color: choice.color };
  if (level) {
    request.opponent = 'computer';
    request.level = level;
  }
  return request;
}

/** The same invitation again, after a cancelled game: the game, the clock and this player's colour. */
export function invitationAgain(game: { variant: string; sides: string[]; clock: { initial_ms: number; increment_ms: number; days?: number } | null }, mySide: string): NewGameRequest {
  const time = !game.clock ? null
    : game.clock.days ? { days: game.clock.days } : { minutes: game.clock.initial_ms / 60_000, increment: game.clock.increment_ms / 1000 };
  return { variant: game.variant, time, color: game.sides.indexOf(mySide) === 1 ? 'second' : 'first' };
}

export interface CreatedGame {
  game: string;
  secret: string;
}

/** Creates the game; rejects with an Error whose message is the server's error code (or 'network'). */
export async function createGame(body: NewGameRequest): Promise<CreatedGame> {
  let response: Response;
  try {
    response = await fetch('/api/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new Error('network');
  }
  const data = (await response.json().catch(() => null)) as { game?: string; secret?: string; code?: string } | null;
  if (!response.ok || !data?.game || !data.secret) throw new Error(data?.code ?? 'internal');
  return { game: data.game, secret: data.secret };
}
