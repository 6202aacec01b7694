// A move queued while the opponent thinks (a "premove"): the player picks up one of their pieces
// and taps where it should go; when their turn comes it is played if it is legal then, and dropped
// otherwise. The client knows no rule: what was queued is only two squares, and the turn's legal
// list (the server's) decides what they mean. A special move is never played unasked (the
// Sacrifice gives a piece away): queued, it is dropped; several moves between the two squares (a
// promotion) open the usual choice. The server needs nothing new: a premove is sent as any move,
// with the ply it is for, and the clock counts it as any move.
import { carriesMark, movesBetween } from './notation';
import type { Coords } from './position';

export interface Premove {
  from: string;
  to: string;
}

/** The hand while the opponent is to move: a piece picked up, or a move queued (never both). */
export interface PremoveHand {
  selected: string | null;
  premove: Premove | null;
}

/**
 * A tap on `name` while the opponent is to move (`own`: the square holds one of the player's pieces).
 * A queued move is cancelled by any tap (one on another own piece picks that one up); a piece
 * picked up is put down by a second tap, exchanged for another own piece, or queued to go to any
 * other square.
 */
export function premoveTap(hand: PremoveHand, name: string, own: boolean): PremoveHand {
  if (hand.premove) return { premove: null, selected: own && name !== hand.premove.from ? name : null };
  if (hand.selected === null || hand.selected === name) return { premove: null, selected: own && hand.selected === null ? name : null };
  if (own) return { premove: null, selected: name };
  return { premove: { from: hand.selected, to: name }, selected: null };
}

export type PremoveOutcome =
  | { kind: 'play'; move: string }
  | { kind: 'choose'; moves: string[] }
  | { kind: 'drop' };

/** What a queued move becomes when its turn comes, against that turn's legal list (`special`: the catalogue's marks of special moves). */
export function resolvePremove(premove: Premove, legal: readonly string[], coords: Coords, special: readonly string[] = []): PremoveOutcome {
  const moves = movesBetween(legal, premove.from, premove.to, coords);
  if (moves.length > 1) return { kind: 'choose', moves };
  const move = moves[0];
  if (move === undefined || special.some((mark) => carriesMark(move, mark, coords))) return { kind: 'drop' };
  return { kind: 'play', move };
}
