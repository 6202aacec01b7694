// How many pieces each side took over a game, counted from the move list's `captured` arrays.
import type { MoveRecord, Side } from './types';

/**
 * Pieces taken by each of `sides` (a side that took nothing counts 0). A move written with one of
 * `ownPieceMarks` (the catalogue's special moves that remove the mover's own piece, such as the
 * Sacrifice) took nothing from the opponent.
 */
export function capturesBySide(sides: readonly Side[], moves: readonly MoveRecord[], ownPieceMarks: readonly string[] = []): Map<Side, number> {
  const taken = new Map<Side, number>(sides.map((side) => [side, 0]));
  for (const move of moves) {
    if (ownPieceMarks.some((mark) => move.move.includes(mark))) continue;
    taken.set(move.side, (taken.get(move.side) ?? 0) + move.captured.length);
  }
  return taken;
}

/**
 * The squares to cross out after a move: those it took, except where the mover now stands (the
 * Sacrifice's King steps onto the piece it gives up): the last-move frame marks that one, and a
 * cross there would say the mover itself was taken.
 */
export function crossedOut(captured: readonly string[], arrival: string | undefined): Set<string> {
  return new Set(captured.filter((name) => name !== arrival));
}
