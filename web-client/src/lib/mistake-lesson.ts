// "Learn from your mistakes" (issue 40), as lichess offers it after a game: each of one player's
// moves that the analysis judged a mistake or a blunder is asked again, from the position before it,
// as an exercise. No rule and no new threshold here: which moves are offered and which answers are
// accepted are both the analysis's own judgement (./move-judgement.ts), so that the lesson never
// calls good what the analysis calls a mistake, nor refuses what it calls good.
import { judge, type Judgement, type PositionValue } from './move-judgement';

/** The judgements a lesson replays: lichess's "Learn from your mistakes" leaves inaccuracies alone. */
const REPLAYED: ReadonlySet<Judgement> = new Set(['mistake', 'blunder']);

/**
 * The moves (their indices in the game) to replay for one player (`firstPlayer`: the side that moves
 * first), in the game's order: that player's own moves judged a mistake or a blunder. A move given
 * away material the best move keeps is already one of them: the judgement counts it.
 */
export function mistakesToReplay(judgements: readonly (Judgement | undefined)[], firstMoves: readonly boolean[], firstPlayer: boolean): number[] {
  return judgements.flatMap((judgement, index) => (judgement && REPLAYED.has(judgement) && firstMoves[index] === firstPlayer ? [index] : []));
}

/** An answer checked: its judgement, and whether it is as good as the best. */
export interface CheckedAnswer {
  judgement: Judgement;
  good: boolean;
}

/**
 * A move tried, judged by the same measure as the game's moves: the engine's value of the position
 * before the mistake (from the analysis) against its value after the move tried. It is accepted when
 * the judgement calls it best or good: it loses less chance than the judgement's margin for "good" and
 * gives away no material the best move keeps (a piece given away is a mistake, whatever the chance).
 */
export function checkAnswer(move: string, before: PositionValue, after: PositionValue, moverIsFirst: boolean): CheckedAnswer {
  const judgement = judge(move, before, after, moverIsFirst);
  return { judgement, good: judgement === 'best' || judgement === 'good' };
}

/** How one mistake's exercise ended: the better move found, the solution shown, or skipped. */
export type Outcome = 'found' | 'shown' | 'skipped';

export interface LessonState {
  /** The move indices to replay, in order. */
  readonly mistakes: readonly number[];
  /** The one being asked (mistakes.length: the lesson is over, the summary is shown). */
  readonly current: number;
  /** The outcome of each mistake asked so far (undefined: not ended yet). */
  readonly outcomes: readonly (Outcome | undefined)[];
  /** Wrong tries of the one being asked. */
  readonly tries: number;
}

export function startLesson(mistakes: readonly number[]): LessonState {
  return { mistakes, current: 0, outcomes: mistakes.map(() => undefined), tries: 0 };
}

/** The move index being asked, or null once the lesson is over. */
export function askedMove(state: LessonState): number | null {
  return state.mistakes[state.current] ?? null;
}

/** Whether the one being asked has ended (found or shown): then only "next" is offered. */
export function isEnded(state: LessonState): boolean {
  return state.outcomes[state.current] !== undefined;
}

/** The answer checked: a good one ends the exercise as found; a wrong one counts a try and it goes on. */
export function answered(state: LessonState, good: boolean): LessonState {
  if (askedMove(state) === null || isEnded(state)) return state;
  return good ? withOutcome(state, 'found') : { ...state, tries: state.tries + 1 };
}

/** "Show the solution": the exercise ends, not found. */
export function solutionShown(state: LessonState): LessonState {
  if (askedMove(state) === null || isEnded(state)) return state;
  return withOutcome(state, 'shown');
}

/** "Next mistake" (or "Skip", when it had not ended): the next one, or the summary after the last. */
export function nextMistake(state: LessonState): LessonState {
  if (askedMove(state) === null) return state;
  const ended = isEnded(state) ? state : withOutcome(state, 'skipped');
  return { ...ended, current: ended.current + 1, tries: 0 };
}

/** The summary: how many of the mistakes had their better move found ("3 of 4 found"). */
export function lessonSummary(state: LessonState): { found: number; total: number } {
  return { found: state.outcomes.filter((outcome) => outcome === 'found').length, total: state.mistakes.length };
}

function withOutcome(state: LessonState, outcome: Outcome): LessonState {
  const outcomes = [...state.outcomes];
  outcomes[state.current] = outcome;
  return { ...state, outcomes };
}
