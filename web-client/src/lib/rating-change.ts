// A player's rating on the game page (issue 27): the snapshot's `players` read seat by seat, the
// rating as shown ("1620", with "?" while provisional) and a rated game's change ("+12", "−12"), for
// the players' bars (views/game-players.ts) and the end summary (views/game-end-rating.ts).
import type { PlayerShown, Side, Snapshot } from './types';

/** The game's players when it was made in the lobby, each seat's player or null ("Anonymous"); null in other games. */
export function playersOf(snapshot: Snapshot): Record<Side, PlayerShown | null> | null {
  const players = snapshot.players;
  if (typeof players !== 'object' || players === null) return null;
  const read: Record<Side, PlayerShown | null> = {};
  for (const side of snapshot.sides) read[side] = readPlayer((players as Record<string, unknown>)[side]);
  return read;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** One seat's player, field by field; null for a seat without an account or a value of another shape. */
export function readPlayer(value: unknown): PlayerShown | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const name = fields['name'];
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) return null;
  const rating = finite(fields['rating']) ? Math.round(fields['rating']) : null;
  const change = finite(fields['change']) ? Math.round(fields['change']) : null;
  return { name, rating, provisional: rating !== null && fields['provisional'] === true, change };
}

/** "+12", "−12" (a minus sign, not a hyphen), "±0". */
export function signedPoints(change: number): string {
  const points = Math.round(change);
  if (points === 0) return '±0';
  return points > 0 ? `+${points}` : `−${-points}`;
}

/** A rated game's change for one player: the rating before and after, and the points; null until it is rated. */
export function ratingChange(player: PlayerShown | null): { before: number | null; after: number | null; change: string } | null {
  if (!player || player.change === null) return null;
  const before = player.rating;
  return { before, after: before === null ? null : before + player.change, change: signedPoints(player.change) };
}
