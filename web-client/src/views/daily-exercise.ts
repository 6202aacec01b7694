// Home's exercise of the day (issue 40): the same exercise for everyone on a given day (UTC, chosen by
// the server: GET /api/exercises/daily), its position drawn small, its goal and game, and a link to
// solve it. Filled in when the answer comes; a failure says so quietly instead of leaving a hole.
import { goalIn } from '../i18n/exercise-goals';
import { h } from '../lib/dom';
import { api, type DailyExercise } from '../lib/api';
import { entryOf } from '../lib/catalogue';
import { gameTitle, language } from '../i18n';
import { exerciseHelpText } from '../i18n/exercise-help-text';
import { positionPicture } from './mini-board';
import '../styles/exercises.css';

export function dailyExerciseCard(): HTMLElement {
  const card = h('section', { class: 'daily-exercise', 'data-testid': 'daily-exercise', 'aria-labelledby': 'daily-exercise-title' },
    h('h2', { id: 'daily-exercise-title' }, exerciseHelpText().dailyTitle));
  void api<DailyExercise>('GET', '/api/exercises/daily').then((daily) => {
    const item = daily.exercise;
    const entry = entryOf(item.variant);
    const picture = entry ? positionPicture(entry, daily.state.position) : null;
    card.append(
      h('a', { class: 'tile daily-exercise-link', href: `/exercises/${item.id}`, 'data-link': '', 'data-testid': 'daily-exercise-link' },
        picture ?? '',
        h('span', { class: 'tile-title' }, goalIn(item.goal, language())),
        h('span', { class: 'tile-hint' }, `${gameTitle(item.variant)} · ${exerciseHelpText().dailySolve}`)));
  }, () => card.append(h('p', { class: 'muted' }, exerciseHelpText().failed)));
  return card;
}
