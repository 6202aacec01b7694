// "Learn from your mistakes" (issue 40): the course of a lesson, without the DOM — the mistakes asked one
// after another (chosen by ./mistake-choice.ts), each ended by the better move found, the solution shown
// or a skip, and the summary ("3 of 4 found"). A wrong try counts, and the player tries again.
// It imports nothing: the lesson's lazy chunk carries it alone (../views/learn-start.ts says why).

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
