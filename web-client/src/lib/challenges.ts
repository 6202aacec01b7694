// Direct challenges (issue 38; protocol/README.md, "HTTP: direct challenges"): challenging a player
// by name, the challenges to and from the account, and declining or withdrawing one. Accepting is
// opening the game signed in: its seat is kept for the player challenged.
import { api } from './api';
import { storeSecret } from './storage';
import { forgetChallenge, noteChallenged } from './challenge-notes';
import type { NewGameRequest, TimeControl } from './new-game';

export interface WaitingChallenge {
  game: string;
  variant: string;
  /** As the server writes a clock: days per move, or minutes and increment in milliseconds. */
  time: { initial_ms: number; increment_ms: number; days?: number } | null;
  /** The side of the one who reads it. */
  side: string;
  /** To them (they answer), or from them (they wait). */
  incoming: boolean;
  /** The other player. */
  name: string;
  createdMs: number;
  expiresMs: number;
}

/** Challenges `name` (the game, clock and colour of `request`); resolves with the game, its seat secret kept. */
export async function challengePlayer(name: string, request: Omit<NewGameRequest, 'opponent' | 'level'>): Promise<string> {
  const made = await api<{ game?: unknown; secret?: unknown; to?: unknown }>('POST', `/api/players/${encodeURIComponent(name)}/challenge`, request);
  if (typeof made.game !== 'string' || typeof made.secret !== 'string') throw new Error('internal');
  storeSecret(made.game, made.secret);
  noteChallenged(made.game, typeof made.to === 'string' ? made.to : name);
  return made.game;
}

export function readChallenges(data: unknown): WaitingChallenge[] {
  const list = (data as { challenges?: unknown } | null)?.challenges;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const item = entry as Record<string, unknown> | null;
    if (typeof item?.['game'] !== 'string' || typeof item['name'] !== 'string' || typeof item['variant'] !== 'string') return [];
    const time = item['time'] as WaitingChallenge['time'];
    return [{
      game: item['game'], variant: item['variant'], name: item['name'],
      time: time && typeof time === 'object' && typeof time.initial_ms === 'number' ? time : null,
      side: typeof item['side'] === 'string' ? item['side'] : '',
      incoming: item['incoming'] === true,
      createdMs: typeof item['created_at_ms'] === 'number' ? item['created_at_ms'] : 0,
      expiresMs: typeof item['expires_at_ms'] === 'number' ? item['expires_at_ms'] : 0,
    }];
  });
}

export async function waitingChallenges(): Promise<WaitingChallenge[]> {
  return readChallenges(await api<unknown>('GET', '/api/account/challenges'));
}

/** Declines a challenge to the account, or withdraws one from it; resolves once the game's end is stored. */
export async function answerChallenge(game: string): Promise<void> {
  await api<unknown>('DELETE', `/api/games/${encodeURIComponent(game)}/challenge`);
  forgetChallenge(game);
}

/** A clock as the server writes it, as the home page's choices say it. */
export function clockOf(time: WaitingChallenge['time']): TimeControl | null {
  if (!time) return null;
  if (time.days) return { days: time.days };
  return { minutes: time.initial_ms / 60_000, increment: time.increment_ms / 1000 };
}
