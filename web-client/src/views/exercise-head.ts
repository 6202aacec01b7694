// The top of an exercise's page: its heading with its number in its family ("Exercise · Capture 3",
// from the list), its goal in the page's language, and what it is — the game, the side played, the
// difficulty in stars and words, and the exercise's rating.
import { h } from '../lib/dom';
import { goalIn } from '../i18n/exercise-goals';
import type { ExerciseItem } from '../lib/api';
import { familyNumbers, stars } from '../lib/exercises';
import { gameTitle, language, t } from '../i18n';
import { exerciseHelpText } from '../i18n/exercise-help-text';

export interface ExerciseHeadParts {
  heading: HTMLElement;
  goal: HTMLElement;
  meta: HTMLElement;
}

export function renderExerciseHead(parts: ExerciseHeadParts, item: ExerciseItem | null, list: readonly ExerciseItem[]): void {
  const text = t().exercises;
  const family = item ? text.families[item.family] ?? item.family : '';
  const number = item ? familyNumbers(list).get(item.id) : undefined;
  parts.heading.textContent = item ? `${text.heading} · ${number ? text.numbered(family, number) : family}` : text.heading;
  if (!item) return;
  parts.goal.replaceChildren(h('strong', {}, text.goal), ' ', goalIn(item.goal, language()));
  const difficulty = text.difficulties[item.difficulty] ?? String(item.difficulty);
  parts.meta.replaceChildren(
    gameTitle(item.variant), ' · ',
    text.playAs[item.solver] ?? item.solver, ' · ',
    h('span', { 'aria-hidden': 'true' }, stars(item.difficulty)), ' ', text.difficulty(difficulty), ' · ',
    h('span', { 'data-testid': 'exercise-rating' }, exerciseHelpText().exerciseRating(item.rating)));
}
