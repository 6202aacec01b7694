// Stepping through a game: the positions the server gives (GET /api/games/<id>/positions,
// ply 0 first) and which one is shown. The client never replays moves itself: the rules are the server's.
import { api } from './api';

export interface Stepping {
  positions: readonly string[];
  /** 0: the position before the first move; positions.length - 1: the final one. */
  ply: number;
}

export type Step = 'first' | 'back' | 'forward' | 'last';

/** The ply a step leads to, kept inside the game. */
export function stepped(stepping: Stepping, step: Step): number {
  return steppedFrom(stepping.ply, stepping.positions.length - 1, step);
}

/** The ply a step from `ply` leads to, in a game whose last ply is `last`. */
export function steppedFrom(ply: number, last: number, step: Step): number {
  switch (step) {
    case 'first': return 0;
    case 'back': return Math.max(0, ply - 1);
    case 'forward': return Math.min(last, ply + 1);
    case 'last': return last;
  }
}

/** The step a key asks for (arrows, Home, End), as in a move list; null for any other key. */
export function stepForKey(key: string): Step | null {
  switch (key) {
    case 'ArrowLeft': return 'back';
    case 'ArrowRight': return 'forward';
    case 'Home': return 'first';
    case 'End': return 'last';
    default: return null;
  }
}

/** The game's positions; rejects (an ApiError) when the server cannot give them or gives something else. */
export async function fetchPositions(game: string): Promise<string[]> {
  const answer = await api<{ positions?: unknown }>('GET', `/api/games/${encodeURIComponent(game)}/positions`);
  const { positions } = answer;
  if (!Array.isArray(positions) || positions.length === 0 || !positions.every((p) => typeof p === 'string'))
    throw new Error('bad positions');
  return positions as string[];
}
