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
//
// The chance alone praised losing moves (issue 40): in a lost game every move keeps the chance at 0, so
// a move that gave a whole piece away was "good". So a move is also judged in the game's own terms, by
// the material it gives away against the best move: each side's material at the end of the engine's
// line after the move played, against the end of its best line from before (the engine counts it,
// engine/material.hpp, 100 ≈ one piece): a piece (100) given away is at least a mistake, two (200) a
// blunder, whatever the chance says, unless the move still wins by force. And a position already lost by
// force (or at under 2 % for its player) is "lost whatever you play": no praise, no mark.
export type Judgement = 'best' | 'good' | 'lost' | 'inaccuracy' | 'mistake' | 'blunder';

/** From the least to the worst: a move's judgement is the worst of its chance's and its material's. */
const SEVERITY: readonly Judgement[] = ['best', 'good', 'lost', 'inaccuracy', 'mistake', 'blunder'];

/** The glyph beside a judged move (screen readers hear the judgement's words instead). */
export const JUDGEMENT_GLYPHS: Record<Judgement, string> = { best: '★', good: '✓', lost: '−', inaccuracy: '?!', mistake: '?', blunder: '??' };

/** Whether a judgement is marked in the move list (the others are said to a screen reader only). */
export function isMarked(judgement: Judgement): boolean {
  return judgement === 'inaccuracy' || judgement === 'mistake' || judgement === 'blunder';
}

/** Material given away, in the engine's units, from which a move is at least a mistake (one piece), a blunder (two). */
export const MISTAKE_MATERIAL = 100;
export const BLUNDER_MATERIAL = 200;
/** Under this chance for its player, a position is lost whatever is played. */
export const LOST_CHANCE = 0.02;

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
   * Each side's material (the engine's units) once the engine's line is played from here: what the
   * best play keeps. Absent for a game without captures (Le Grec); for a finished game, the board's.
   */
  material?: Material;
  /**
   * A Petteia endgame table's exact value, for the side to move then (`moverIsFirst`): a win or a loss
   * in `plies` to the next capture, or a draw. Its chance is exact too: 1, 0.5 or 0.
   */
  exact?: ExactValue;
}

/** Each side's material, the first side's and the second's, in the engine's units (100 ≈ one piece). */
export interface Material {
  first: number;
  second: number;
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
export function searchedValue(score: number, moverIsFirst: boolean, best: string, line: string[], material?: Material): PositionValue {
  const forFirst = moverIsFirst ? score : -score;
  return { chance: chanceOf(forFirst), score: forFirst, best, line, ...(material ? { material } : {}) };
}

/**
 * The position's value read from an endgame table (exact): a table's draw is an even chance, not a
 * search's estimate near it, so a move from a drawn table position into another is never marked,
 * and one that throws a table's win into its draw costs half the game (a blunder), as a finished
 * game's verdict would.
 */
export function exactValue(exact: ExactValue, best: string, line: string[], material?: Material): PositionValue {
  const moverChance = exact.result === 'win' ? 1 : exact.result === 'loss' ? 0 : 0.5;
  const chance = exact.moverIsFirst ? moverChance : 1 - moverChance;
  const plies = exact.plies ?? 0;
  const moverScore = exact.result === 'win' ? WIN_SCORE - plies : exact.result === 'loss' ? -(WIN_SCORE - plies) : 0;
  const score = exact.moverIsFirst ? moverScore : -moverScore;
  return { chance, score: score === 0 ? 0 : score, best, line, exact, ...(material ? { material } : {}) };
}

/** A finished position's value: won by the first side, the second, or drawn (winner null). */
export function finishedValue(firstWon: boolean | null, material?: Material): PositionValue {
  return { chance: firstWon === null ? 0.5 : firstWon ? 1 : 0, score: null, best: null, line: [], ...(material ? { material } : {}) };
}

/** The chance of its player that a move lost (0: none, 1: a forced win turned into a forced loss). */
export function chanceLost(before: PositionValue, after: PositionValue, moverIsFirst: boolean): number {
  const lost = moverIsFirst ? before.chance - after.chance : after.chance - before.chance;
  return Math.max(0, lost);
}

/**
 * The material its player gave away with a move, against the best move (the engine's units, 0 when
 * none or unknown): that player's lead at the end of the best line from before, less its lead at the
 * end of the engine's line after the move played.
 */
export function materialGiven(before: PositionValue, after: PositionValue, moverIsFirst: boolean): number {
  if (!before.material || !after.material) return 0;
  const lead = (material: Material) => (moverIsFirst ? material.first - material.second : material.second - material.first);
  return Math.max(0, lead(before.material) - lead(after.material));
}

/** The chance of the side that moves in `value`'s position, by `moverIsFirst`. */
function moverChance(value: PositionValue, moverIsFirst: boolean): number {
  return moverIsFirst ? value.chance : 1 - value.chance;
}

/** By the chance lost alone: under 2 points as good as best, under 10 good, then inaccuracy, mistake, blunder. */
function byChance(lost: number): Judgement {
  if (lost <= 0.02) return 'best';
  if (lost < 0.1) return 'good';
  if (lost < 0.2) return 'inaccuracy';
  if (lost < 0.3) return 'mistake';
  return 'blunder';
}

/**
 * A move judged: the engine's own choice is best; in a position already lost, "lost whatever you
 * play"; else the worse of the chance it lost and the material it gave away (a piece: a mistake, two:
 * a blunder; a move into a forced loss: a mistake), the material forgiven only to a move that still
 * wins by force.
 */
export function judge(played: string, before: PositionValue, after: PositionValue, moverIsFirst: boolean): Judgement {
  if (played === before.best) return 'best';
  if (moverChance(before, moverIsFirst) < LOST_CHANCE) return 'lost';
  const byTheChance = byChance(chanceLost(before, after, moverIsFirst));
  if (moverChance(after, moverIsFirst) >= 1) return byTheChance;
  const given = materialGiven(before, after, moverIsFirst);
  // A move into a forced loss (its chance exactly 0: the logistic never reaches it) from a position that was not lost.
  const intoForcedLoss = moverChance(after, moverIsFirst) === 0;
  const byMaterial: Judgement = given >= BLUNDER_MATERIAL ? 'blunder' : given >= MISTAKE_MATERIAL || intoForcedLoss ? 'mistake' : 'best';
  return SEVERITY.indexOf(byMaterial) > SEVERITY.indexOf(byTheChance) ? byMaterial : byTheChance;
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
  const counts: Record<Judgement, number> = { best: 0, good: 0, lost: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
  judgements.forEach((judgement, index) => {
    if (judgement && firstMoves[index] === first) counts[judgement]++;
  });
  return counts;
}
