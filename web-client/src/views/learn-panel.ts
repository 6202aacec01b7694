// The buttons beside a replayed mistake's board, by phase (as exercise-panel.ts does for an exercise):
// while the player looks for a better move, Show the solution and Skip, then the typed move; once it
// is found or shown, Next mistake (See the summary after the last); at the end, what became of each
// mistake (the count, "3 of 4 found", is the status line's), with Start again. Back to the analysis is always there.
import { h } from '../lib/dom';
import { displayMove } from '../lib/notation';
import type { LessonState } from '../lib/mistake-lesson';
import type { VariantEntry } from '../lib/catalogue';
import { exerciseHelpText } from '../i18n/exercise-help-text';
import { learnWords } from '../i18n/learn-text';
import { typedMoveForm } from './typed-move-form';

export type LessonPhase = 'loading' | 'solving' | 'checking' | 'ended' | 'summary' | 'failed';

export interface LessonPanelFacts {
  phase: LessonPhase;
  lesson: LessonState;
  /** The game's moves, and each one's number as the move list writes it ("3...": the second side's). */
  moves: readonly string[];
  moveNumbers: readonly string[];
  entry: VariantEntry | undefined;
  typedMove: HTMLInputElement;
}

export interface LessonPanelActions {
  showSolution(): void;
  next(): void;
  again(): void;
  back(): void;
  submitTypedMove(): void;
}

function button(label: string, testid: string, onClick: () => void, kind = 'secondary'): HTMLButtonElement {
  return h('button', { type: 'button', class: `btn btn-${kind}`, 'data-testid': testid, 'data-focus': testid, onclick: onClick }, label);
}

export function lessonPanel(facts: LessonPanelFacts, actions: LessonPanelActions): HTMLElement[] {
  const words = learnWords();
  const back = button(words.back, 'learn-back', actions.back);
  switch (facts.phase) {
    case 'summary':
      return [summaryView(facts), h('div', { class: 'actions' }, button(words.again, 'learn-again', actions.again, 'primary'), back)];
    case 'ended': {
      const last = facts.lesson.current === facts.lesson.mistakes.length - 1;
      return [h('div', { class: 'actions' }, button(last ? words.finish : words.next, 'learn-next', actions.next, 'primary'), back)];
    }
    case 'failed':
      return [h('div', { class: 'actions' }, button(words.skip, 'learn-skip', actions.next), back)];
    default: {
      const solution = button(exerciseHelpText().showSolution, 'learn-solution', actions.showSolution);
      const skip = button(words.skip, 'learn-skip', actions.next);
      solution.disabled = facts.phase !== 'solving';
      skip.disabled = facts.phase === 'checking';
      return [h('div', { class: 'actions exercise-help' }, solution, skip),
        typedMoveForm(facts.typedMove, actions.submitTypedMove, facts.entry?.move_example),
        h('div', { class: 'actions' }, back)];
    }
  }
}

/** Under "3 of 4 found" (the lesson's status line), each mistake: its number and move, and whether it was found, shown or skipped. */
function summaryView(facts: LessonPanelFacts): HTMLElement {
  const words = learnWords();
  return h('div', { class: 'learn-summary', 'data-testid': 'learn-summary' },
    h('ol', { class: 'learn-outcomes' }, ...facts.lesson.mistakes.map((index, at) => {
      const outcome = facts.lesson.outcomes[at] ?? 'skipped';
      return h('li', { 'data-outcome': outcome },
        `${facts.moveNumbers[index] ?? ''} ${displayMove(facts.moves[index] ?? '')}: ${words.outcome[outcome]}`);
    })));
}
