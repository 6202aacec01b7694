// "Show perfect play" in the recorded-game viewer: each move of a solved game judged by the server's
// solution (POST /api/records/replay's `solution`, ../protocol/README.md) — what the move's player
// could do, what the move did, the best moves. Everything here is read from that data: the client
// knows no rule and no solution. How the judgement is said in words is ../i18n/solution-text.ts's.
import type { Side } from './types';

export type SolvedValue = 'win' | 'draw' | 'loss';

/** A value for the side that moves in a position, with the plies to the end under best play (null for a draw). */
export interface Outcome {
  value: SolvedValue;
  plies: number | null;
}

/** One accepted move judged: the best its player could do, what it does, every move that does the best. */
export interface MoveSolution {
  best: Outcome;
  played: Outcome;
  best_moves: string[];
}

/**
 * What a move did for its player:
 * - `kept`: could win, and still wins;
 * - `wonBack`: could win, and still wins, where after their own previous move they were not winning
 *   (the opponent's mistake in between gave the win back; the mark is on this move, which takes it);
 * - `threwWin`: could win, and no longer wins (a draw or a loss now);
 * - `threwDraw`: could draw at best, and now loses;
 * - `held`: could draw at best, and still draws;
 * - `lost`: was lost whatever it played.
 */
export type Mark = 'kept' | 'wonBack' | 'threwWin' | 'threwDraw' | 'held' | 'lost';

export const MARKS: readonly Mark[] = ['kept', 'wonBack', 'held', 'threwWin', 'threwDraw', 'lost'];

/** The glyph each mark shows (hidden from screen readers, which hear the mark's words instead). */
export const MARK_GLYPHS: Record<Mark, string> = { kept: '✓', wonBack: '↻', held: '=', threwWin: '✗', threwDraw: '↓', lost: '○' };

/** The marks that change who can win: the game's turning points. */
export function isTurningPoint(mark: Mark): boolean {
  return mark === 'wonBack' || mark === 'threwWin' || mark === 'threwDraw';
}

const VALUES: readonly string[] = ['win', 'draw', 'loss'];

function isOutcome(value: unknown): value is Outcome {
  const outcome = value as Partial<Outcome> | null;
  return typeof outcome === 'object' && outcome !== null && typeof outcome.value === 'string' && VALUES.includes(outcome.value) &&
    (outcome.plies === null || outcome.plies === undefined || (typeof outcome.plies === 'number' && Number.isFinite(outcome.plies)));
}

/** The answer's `solution` when it is one well-formed entry per accepted move; else null (nothing to show). */
export function solutionOf(value: unknown, moveCount: number): MoveSolution[] | null {
  if (!Array.isArray(value) || value.length !== moveCount) return null;
  const entries: MoveSolution[] = [];
  for (const item of value as unknown[]) {
    const entry = item as Partial<MoveSolution> | null;
    if (typeof entry !== 'object' || entry === null || !isOutcome(entry.best) || !isOutcome(entry.played)) return null;
    const bestMoves = Array.isArray(entry.best_moves) ? entry.best_moves.filter((move): move is string => typeof move === 'string') : [];
    entries.push({ best: { value: entry.best.value, plies: entry.best.plies ?? null }, played: { value: entry.played.value, plies: entry.played.plies ?? null }, best_moves: bestMoves });
  }
  return entries;
}

/** Each move's mark; `sides[i]` is the side that played move i. */
export function classifyMoves(solution: readonly MoveSolution[], sides: readonly Side[]): Mark[] {
  return solution.map((entry, index) => {
    if (entry.best.value === 'loss') return 'lost';
    if (entry.best.value === 'draw') return entry.played.value === 'loss' ? 'threwDraw' : 'held';
    if (entry.played.value !== 'win') return 'threwWin';
    return wasWinning(solution, sides, index) ? 'kept' : 'wonBack';
  });
}

/**
 * Whether the player of move `index` was already winning before the opponent's last move: by what
 * their own previous move did or, for their first move of the record, by the value the opponent had
 * before moving (a loss for the opponent is a win for them). At the record's first move: yes (there
 * is nothing before it to have changed).
 */
function wasWinning(solution: readonly MoveSolution[], sides: readonly Side[], index: number): boolean {
  const side = sides[index];
  for (let earlier = index - 1; earlier >= 0; earlier--) {
    if (sides[earlier] === side) return solution[earlier]?.played.value === 'win';
  }
  const before = index > 0 ? solution[index - 1] : undefined;
  return before === undefined || before.best.value === 'loss';
}

export interface TurningPoint {
  index: number;
  mark: Mark;
}

export function turningPoints(marks: readonly Mark[]): TurningPoint[] {
  return marks.flatMap((mark, index) => (isTurningPoint(mark) ? [{ index, mark }] : []));
}

/** The value of a position for the side to move there, when the solution says it. */
export interface PositionValue {
  side: Side;
  outcome: Outcome;
}

/**
 * The value of the position shown after `ply` moves, for its side to move: the next move's best when
 * the record goes on; after the record's last move, what that move did, turned round for the other
 * side (one ply fewer); null once the game is over or when nothing says it.
 */
export function positionValue(solution: readonly MoveSolution[], sides: readonly Side[], ply: number, over: boolean, allSides: readonly Side[]): PositionValue | null {
  const next = solution[ply];
  const nextSide = sides[ply];
  if (next && nextSide) return { side: nextSide, outcome: next.best };
  if (over || ply === 0) return null;
  const last = solution[ply - 1];
  const mover = sides[ply - 1];
  const side = allSides.find((one) => one !== mover);
  if (!last || !side) return null;
  const turned: SolvedValue = last.played.value === 'win' ? 'loss' : last.played.value === 'loss' ? 'win' : 'draw';
  const plies = last.played.plies === null ? null : Math.max(0, last.played.plies - 1);
  return { side, outcome: { value: turned, plies } };
}
