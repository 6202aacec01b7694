// A tournament's game on the game page (issue 39), its pure parts: whether the player may still
// berserk (halve their own clock for one more point if they win: protocol/README.md, the action
// `berserk`), and who did.
import { isOver, isPlayer, type Role } from './game-state';
import type { Side, Snapshot } from './types';

/** The tournament a game belongs to (the snapshot's `tournament`), or null. */
export function tournamentOf(snapshot: Snapshot | null): string | null {
  return typeof snapshot?.tournament === 'string' && snapshot.tournament !== '' ? snapshot.tournament : null;
}

export function berserked(snapshot: Snapshot, side: Side): boolean {
  return snapshot.berserk?.[side] === true;
}

/**
 * Berserk is offered to a player of a tournament's game on a game clock (not days per move), under
 * way, before their own first move, once.
 */
export function mayBerserk(snapshot: Snapshot, role: Role | null): boolean {
  if (tournamentOf(snapshot) === null || !isPlayer(role, snapshot) || isOver(snapshot)) return false;
  if (!snapshot.clock || snapshot.clock.days) return false;
  if (berserked(snapshot, role)) return false;
  return !snapshot.moves.some((move) => move.side === role);
}
