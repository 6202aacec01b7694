// A move the page has not yet seen the server take (issue 37): sent into a socket that went quiet,
// or made while the connection was lost. It is shown as waiting all along, and when the connection
// comes back it is sent only if the game is still where the player saw it: the same number of moves,
// the same position, the player to move (not the same version: the reconnection itself is an event).
// Pure: the page (views/game-pending.ts) keeps it and says what becomes of it.
import { isMyMove, isOver, type Role } from './game-state';
import type { Snapshot } from './types';

export interface PendingMove {
  move: string;
  /** The number of moves played in the position it was made on (the message's `ply`). */
  ply: number;
  /** That position (its text). */
  position: string;
  /** Gone into a socket (maybe heard by the server), rather than kept because none was open. */
  sent: boolean;
  /** When it was made (performance.now()). */
  madeAt: number;
}

export type NotPlayedWhy = 'opponent-moved' | 'changed' | 'over';

export type PendingVerdict =
  | { kind: 'played' } // the server has it: nothing to do
  | { kind: 'send' } // the game is where the player saw it: send it (again)
  | { kind: 'not-played'; why: NotPlayedWhy };

/** What becomes of `pending` in the game as the server now tells it. */
export function judgePending(pending: PendingMove, snapshot: Snapshot, role: Role | null): PendingVerdict {
  const atItsPly = snapshot.moves[pending.ply];
  if (atItsPly && atItsPly.move === pending.move && atItsPly.side === role) return { kind: 'played' };
  if (isOver(snapshot)) return { kind: 'not-played', why: 'over' };
  if (snapshot.moves.length === pending.ply && snapshot.position === pending.position && isMyMove(role, snapshot)) return { kind: 'send' };
  if (snapshot.moves.length > pending.ply && snapshot.moves[pending.ply]?.side !== role) return { kind: 'not-played', why: 'opponent-moved' };
  return { kind: 'not-played', why: 'changed' };
}

/** Shown as waiting: while no socket is open, or when the server has not answered within `afterMs`. */
export function showsAsWaiting(pending: PendingMove, open: boolean, now: number, afterMs = 1000): boolean {
  return !open || !pending.sent || now - pending.madeAt >= afterMs;
}
