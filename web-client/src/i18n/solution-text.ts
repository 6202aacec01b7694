// A solved game's judgement in words (lib/solution.ts judges, from the server's solution): a move's
// mark, the sentence under the viewer's board for a move, and the value of the position shown, in
// the catalogue's language. Here, beside the catalogues, rather than in lib/solution.ts: the words
// need the catalogue's type, and the catalogue's shape (./en.ts) names the solution's values (Mark,
// SolvedValue), so with the words in lib/solution.ts the two modules imported each other.
import type { Catalogue } from './en';
import { displayMove } from '../lib/notation';
import type { Mark, MoveSolution, PositionValue } from '../lib/solution';
import type { Side } from '../lib/types';

/** The words of a move's mark ("threw away the win"), for the list, the legend and screen readers. */
export function markText(catalogue: Catalogue, mark: Mark): string {
  return catalogue.solution.marks[mark];
}

/**
 * The sentence under the board for move `index`: what its player could do, what the move does, and
 * the best moves when the move is not one of them ("White could win in 7 plies; this move lets the
 * win go: it loses in 4 plies. Best: D2 → D3"), the moves written as the move list writes them (never
 * broken across lines).
 */
export function moveDetail(catalogue: Catalogue, entry: MoveSolution, mark: Mark, side: Side, move: string): string {
  const words = catalogue.solution;
  const sentence = words.detail(mark, side, entry.best.plies, entry.played.value, entry.played.plies);
  const isBest = entry.best_moves.includes(move);
  return isBest || entry.best_moves.length === 0 ? sentence : `${sentence} ${words.best(entry.best_moves.map((best) => displayMove(best).replace(/ /g, '\u00a0')).join(', '), entry.best_moves.length)}`;
}

/** "Now White, to move, can win in 3 plies." ("At the start, …" before the first move.) */
export function positionText(catalogue: Catalogue, value: PositionValue, atStart: boolean): string {
  return catalogue.solution.position(value.side, value.outcome.value, value.outcome.plies, atStart);
}
