// Which sound an event of the game makes: the end of the game above all, then a check, a capture or
// a plain move; and the moment the player's own clock falls into low time. Apart from the sounds
// themselves (sound.ts) so that the choice is read and tested without WebAudio.
import { remainingAt, isLowTime } from './clock';
import { isOver, isPlayer, type Role } from './game-state';
import type { SoundKind } from './sound';
import type { Snapshot } from './types';

/** The sound of an event that took the game from `before` to `after`; null: none. */
export function soundOfEvent(before: Snapshot, after: Snapshot, kind: string): SoundKind | null {
  if (isOver(after) && !isOver(before)) return 'end';
  if (kind !== 'move' && kind !== 'takeback') return null;
  if (kind === 'takeback') return 'move';
  if ((after.in_check ?? []).length > 0) return 'check';
  if ((after.last_move?.captured ?? []).length > 0) return 'capture';
  return 'move';
}

/** Whether the player's own clock is in low time at `serverNow` (false for a spectator, an untimed or a finished game). */
export function ownClockLow(snapshot: Snapshot, role: Role | null, serverNow: number): boolean {
  const clock = snapshot.clock;
  if (!clock || !isPlayer(role, snapshot) || isOver(snapshot)) return false;
  return isLowTime(remainingAt(clock, role, serverNow), clock.initial_ms);
}
