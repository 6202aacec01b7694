// Analysis marks: how much each move changed its player's chances, by the engine's evaluation of the
// position before it and after it (../analysis/game-analysis.ts). No rule and no game here: only the
// engine's scores, in its own unit (100 ≈ one piece, in every game), and the verdict of a finished
// position.
//
// The thresholds, and why: a score is turned into a chance of winning, 1 / (1 + e^(−score/120)),
// so that one piece up is about 70 % and a forced win 100 %; a move is judged by the chance its
// player lost with it, as lichess does: under 10 points of chance good, then an inaccuracy, from 20
// a mistake, from 30 a blunder. So a piece given away from an even position (about 22 points) is a
// mistake and two a blunder, in Petteia where six pieces make an army; a Petteia chess pawn (100,
// as a piece of Petteia) is at the edge of an inaccuracy. A score difference alone would call a piece
// given away in a lost position a blunder, and would miss a won ending thrown into a draw, which
// costs a forced win's 50 points. The scale was set on a 6×6 game (e2e/tests/analysis.mjs): at 160, a
// piece given away from even was only an inaccuracy.
export type Judgement = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

export const JUDGEMENTS: readonly Judgement[] = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

/** The glyph beside a judged move (screen readers hear the judgement's words instead). */
export const JUDGEMENT_GLYPHS: Record<Judgement, string> = { best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };

/** Scores at or beyond this are a forced win (or loss) found by the search. */
export const FORCED_SCORE = 29000;
/** A win in n plies scores WIN_SCORE − n (engine/engine.hpp's win_score). */
export const WIN_SCORE = 30000;
const SCALE = 120;

/** One position as analysed: the first side's chance, and the engine's move and line when the game goes on. */
export interface PositionValue {
  /** The first side's chance of winning, 0 to 1 (0.5: even, or a draw). */
  chance: number;
  /** The engine's score for the first side (±FORCED_SCORE and beyond: forced), or null for a finished game. */
  score: number | null;
  best: string | null;
  line: string[];
  /**
   * A Petteia endgame table's exact value, for the side to move then (`moverIsFirst`): a win or a loss
   * in `plies` to the next capture, or a draw. Its chance is exact too: 1, 0.5 or 0.
   */
  exact?: ExactValue;
}

export interface ExactValue {
  result: 'win' | 'draw' | 'loss';
  plies: number | null;
  moverIsFirst: boolean;
}

/** A score for the side to move turned into that side's chance. */
export function chanceOf(score: number): number {
  if (score >= FORCED_SCORE) return 1;
  if (score <= -FORCED_SCORE) return 0;
  return 1 / (1 + Math.exp(-score / SCALE));
}

/** The position's value from an engine score for the side to move (`moverIsFirst`: the first side moves). */
export function searchedValue(score: number, moverIsFirst: boolean, best: string, line: string[]): PositionValue {
  const forFirst = moverIsFirst ? score : -score;
  return { chance: chanceOf(forFirst), score: forFirst, best, line };
}

/**
 * The position's value read from an endgame table (exact): a table's draw is an even chance, not a
 * search's estimate near it, so a move from a drawn table position into another is never marked,
 * and one that throws a table's win into its draw costs half the game (a blunder), as a finished
 * game's verdict would.
 */
export function exactValue(exact: ExactValue, best: string, line: string[]): PositionValue {
  const moverChance = exact.result === 'win' ? 1 : exact.result === 'loss' ? 0 : 0.5;
  const chance = exact.moverIsFirst ? moverChance : 1 - moverChance;
  const plies = exact.plies ?? 0;
  const moverScore = exact.result === 'win' ? WIN_SCORE - plies : exact.result === 'loss' ? -(WIN_SCORE - plies) : 0;
  const score = exact.moverIsFirst ? moverScore : -moverScore;
  return { chance, score: score === 0 ? 0 : score, best, line, exact };
}

/** A finished position's value: won by the first side, the second, or drawn (winner null). */
export function finishedValue(firstWon: boolean | null): PositionValue {
  return { chance: firstWon === null ? 0.5 : firstWon ? 1 : 0, score: null, best: null, line: [] };
}

/** The chance of its player that a move lost (0: none, 1: a forced win turned into a forced loss). */
export function chanceLost(before: PositionValue, after: PositionValue, moverIsFirst: boolean): number {
  const lost = moverIsFirst ? before.chance - after.chance : after.chance - before.chance;
  return Math.max(0, lost);
}

/** A move judged: the engine's own choice (or as good) is best; then by the chance lost. */
export function judge(played: string, before: PositionValue, after: PositionValue, moverIsFirst: boolean): Judgement {
  const lost = chanceLost(before, after, moverIsFirst);
  if (played === before.best || lost <= 0.02) return 'best';
  if (lost < 0.1) return 'good';
  if (lost < 0.2) return 'inaccuracy';
  if (lost < 0.3) return 'mistake';
  return 'blunder';
}

/**
 * Every move of a game judged; `values` has one entry per position (the start and after each move),
 * undefined where the position is not analysed yet (the Workers answer out of order): a move is
 * judged once both its positions are known.
 */
export function judgeGame(moves: readonly string[], values: readonly (PositionValue | undefined)[], firstMoves: readonly boolean[]): (Judgement | undefined)[] {
  return moves.map((move, index) => {
    const before = values[index];
    const after = values[index + 1];
    return before && after ? judge(move, before, after, firstMoves[index]!) : undefined;
  });
}

/** How many moves of one side got each judgement: the summary under the graph. */
export function judgementCounts(judgements: readonly (Judgement | undefined)[], firstMoves: readonly boolean[], first: boolean): Record<Judgement, number> {
  const counts: Record<Judgement, number> = { best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
  judgements.forEach((judgement, index) => {
    if (judgement && firstMoves[index] === first) counts[judgement]++;
  });
  return counts;
}
