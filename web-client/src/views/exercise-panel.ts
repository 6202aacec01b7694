// The buttons and switches beside an exercise's board, by phase: while solving, Hint, Show the
// solution and Next exercise (a skip) first, where a phone shows them under the board, then the
// typed move and the threats switch; after a wrong move, Try again; once solved or shown, Next.
// Apart from the controller (exercise.ts) so that what is offered when is read in one place.
import { h } from '../lib/dom';
import type { ExerciseRatingChange } from '../lib/api';
import { hasCaptures, type VariantEntry } from '../lib/catalogue';
import { t } from '../i18n';
import { exerciseHelpText } from '../i18n/exercise-help-text';
import { typedMoveForm } from './typed-move-form';
import '../styles/exercises.css';

export interface PanelFacts {
  phase: 'solving' | 'wrong' | 'done' | 'failed';
  /** The player may move (or ask for help) now: not while a move is being checked or answered. */
  mayAct: boolean;
  movesFound: number;
  offerSignIn: boolean;
  signedIn: boolean;
  /** Where "Next exercise" leads; null: nowhere yet. */
  next: string | null;
  entry: VariantEntry | undefined;
  typedMove: HTMLInputElement;
  showThreats: boolean;
}

export interface PanelActions {
  tryAgain(): void;
  restart(): void;
  hint(): void;
  showSolution(): void;
  submitTypedMove(): void;
  showThreats(on: boolean): void;
}

function button(label: string, testid: string, onClick: () => void, kind = 'secondary'): HTMLButtonElement {
  return h('button', { type: 'button', class: `btn btn-${kind}`, 'data-testid': testid, 'data-focus': testid, onclick: onClick }, label);
}

function nextLink(next: string | null, primary: boolean): HTMLElement | null {
  if (!next) return null;
  const label = primary ? t().exercises.next : exerciseHelpText().skip;
  return h('a', { class: `btn btn-${primary ? 'primary' : 'secondary'}`, href: `/exercises/${next}`, 'data-link': '', 'data-testid': 'next-exercise', 'data-focus': 'next-exercise' }, label);
}

export function exercisePanel(facts: PanelFacts, actions: PanelActions): HTMLElement[] {
  const catalogue = t();
  const text = catalogue.exercises;
  const help = exerciseHelpText();
  const back = h('a', { class: 'btn btn-secondary', href: '/exercises', 'data-link': '', 'data-testid': 'back-to-list', 'data-focus': 'back-to-list' }, text.back);
  const solution = button(help.showSolution, 'show-solution', actions.showSolution);
  switch (facts.phase) {
    case 'failed':
      return [h('div', { class: 'actions' }, back)];
    case 'wrong':
      // Before any move found, "Restart" would do just what "Try again" does: one button then.
      return [h('div', { class: 'actions' }, button(text.tryAgain, 'try-again', actions.tryAgain, 'primary'),
        solution, nextLink(facts.next, false), facts.movesFound > 0 ? button(text.restart, 'restart', actions.restart) : null)];
    case 'done': {
      const nodes = [h('div', { class: 'actions' }, nextLink(facts.next, true), back, button(text.restart, 'restart', actions.restart))];
      if (facts.offerSignIn) nodes.push(h('p', { class: 'muted' }, h('a', { href: '/signin', 'data-link': '' }, text.signInHint)));
      return nodes;
    }
    default: {
      const hint = button(help.hint, 'hint', actions.hint);
      hint.disabled = !facts.mayAct;
      solution.disabled = !facts.mayAct;
      const nodes: HTMLElement[] = [h('div', { class: 'actions exercise-help' }, hint, solution, nextLink(facts.next, false))];
      if (facts.signedIn) nodes.push(h('p', { class: 'muted', 'data-testid': 'help-costs' }, help.helpCostsRating));
      // The game's own example move (as the game page gives it): Petteia writes D1-D4, Petteia chess Pe1-e3.
      nodes.push(typedMoveForm(facts.typedMove, actions.submitTypedMove, facts.entry?.move_example));
      // A game that takes nothing (Le Grec) has no threatened pieces to show, as on the game page.
      if (hasCaptures(facts.entry)) {
        const threats = h('input', { type: 'checkbox', role: 'switch', 'data-testid': 'show-threats', 'data-focus': 'show-threats', checked: facts.showThreats });
        threats.addEventListener('change', () => actions.showThreats(threats.checked));
        nodes.push(h('div', { class: 'switches' }, h('label', { class: 'switch' }, threats, h('span', {}, catalogue.game.showThreats))));
      }
      nodes.push(h('div', { class: 'actions' }, button(text.restart, 'restart', actions.restart), back));
      return nodes;
    }
  }
}

/** The line under the status: the rating change of the rated first try, and the streak. */
export function ratingLineText(change: ExerciseRatingChange | null, streak: { solved: number; over: boolean; next: string | null } | null, solved: boolean): string {
  const help = exerciseHelpText();
  const parts: string[] = [];
  if (change) parts.push(help.ratingChange(change.before, change.after, change.provisional));
  if (streak) {
    if (streak.over) parts.push(help.streakOver(streak.solved));
    else if (solved && !streak.next) parts.push(help.streakComplete(streak.solved));
    else parts.push(help.streakCount(streak.solved));
  }
  return parts.join(' ');
}
