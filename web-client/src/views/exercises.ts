// The exercises list at /exercises: grouped by family, then difficulty, the solved ones checked.
// Solved means the account's list when signed in (the server's `solved`), else this browser's.
// Filtered by game (the catalogue's names) and theme; "Solve an exercise at your level" offers the
// one nearest the player's exercise rating, and "Streak" starts a streak (lib/streak.ts).
import { h, clear } from '../lib/dom';
import { api, ApiError, type ExerciseList, type ExerciseRatingChange } from '../lib/api';
import { account, onAccountChange, refreshAccount } from '../lib/account';
import { familyNumbers, goalSaysMoves, groupExercises, stars } from '../lib/exercises';
import { filterExercises, gamesOf, NEWCOMER_RATING, offerNear, streakOrder, themesOf, type ExerciseFilter } from '../lib/exercise-offer';
import { bestStreak, startStreak } from '../lib/streak';
import { localSolved } from '../lib/progress';
import { setting, storeSetting } from '../lib/storage';
import { gameTitle, language, pick, t } from '../i18n';
import { exerciseSourceText } from '../i18n/exercises-text';
import { exerciseHelpText } from '../i18n/exercise-help-text';
import { goalIn } from '../i18n/exercise-goals';

let cached: ExerciseList | null = null;

/** GET /api/exercises, kept for the solving view's "Next exercise". */
export async function fetchExercises(): Promise<ExerciseList> {
  cached = await api<ExerciseList>('GET', '/api/exercises');
  return cached;
}

export function cachedExercises(): ExerciseList | null {
  return cached;
}

/** The ids solved, as the list answer says: the account's when signed in, else this browser's. */
export function solvedOf(list: ExerciseList): Set<string> {
  return list.signed_in ? new Set(list.exercises.filter((item) => item.solved).map((item) => item.id)) : new Set(localSolved());
}

/** The player's exercise rating, or a newcomer's when not signed in. */
export function playerRatingOf(list: ExerciseList): number {
  return list.rating?.rating ?? NEWCOMER_RATING;
}

const GAME_SETTING = 'exercise-game';
const THEME_SETTING = 'exercise-theme';

/** The list's filter, as last chosen in this browser. */
export function savedFilter(): ExerciseFilter {
  return { game: setting(GAME_SETTING) ?? 'all', theme: setting(THEME_SETTING) ?? 'all' };
}

/** The exercise offered after `skip` (the page's "Next exercise"): nearest the player's rating within
 * the saved filter, else in the whole list; null while the list is unknown. */
export function offeredAfter(skip: string): string | null {
  const list = cached;
  if (!list) return null;
  const rating = playerRatingOf(list);
  const solved = solvedOf(list);
  return (offerNear(filterExercises(list.exercises, savedFilter()), rating, solved, skip) ?? offerNear(list.exercises, rating, solved, skip))?.id ?? null;
}

/** A rated try's change, kept in the list too, so that the next offer is near the new rating. */
export function noteRating(change: ExerciseRatingChange): ExerciseRatingChange {
  if (cached?.rating) cached.rating = { ...cached.rating, rating: change.after, provisional: change.provisional, tries: cached.rating.tries + 1 };
  return change;
}

/** POST /api/exercises/<id>/hint or …/solution with the moves found so far. */
export function askForHelp<T>(id: string, kind: 'hint' | 'solution', moves: string[]): Promise<T> {
  return api<T>('POST', `/api/exercises/${encodeURIComponent(id)}/${kind}`, { moves });
}

export function errorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'network';
  return pick(t().errors, code) ?? code;
}

export class ExerciseListView {
  private list: ExerciseList | null = null;
  private failed: string | null = null;
  private readonly body = h('div', { class: 'exercise-groups' });
  private destroyed = false;
  private filter = savedFilter();
  private readonly stopListening: () => void;

  constructor(private readonly root: HTMLElement) {
    this.layout();
    this.load();
    // Signed in or out elsewhere (another tab, a session that ended): the list's solved marks change.
    this.stopListening = onAccountChange(() => {
      const signedIn = Boolean(account());
      if (this.list && this.list.signed_in !== signedIn && account() !== undefined) this.load();
    });
  }

  destroy(): void {
    this.destroyed = true;
    this.stopListening();
  }

  relabel(): void {
    this.layout();
  }

  private load(): void {
    this.failed = null;
    fetchExercises()
      .then((list) => {
        this.list = list;
        // The list knows the session (HttpOnly cookie) even when the page has not asked yet.
        if (list.signed_in && !account()) void refreshAccount({ signedIn: true });
      })
      .catch((error: unknown) => {
        this.failed = errorText(error);
      })
      .finally(() => {
        if (!this.destroyed) this.renderBody();
      });
  }

  private layout(): void {
    const text = t().exercises;
    clear(this.root);
    this.root.append(
      h('section', { class: 'page exercises', 'data-testid': 'exercises' },
        h('h1', {}, text.title),
        h('p', {}, text.intro),
        h('p', { 'data-testid': 'exercise-source' }, exerciseSourceText().fromGames),
        this.body),
    );
    this.renderBody();
  }

  /** One filter as radio buttons (arrow keys move between them), the choice kept in local storage. */
  private filterGroup(key: keyof ExerciseFilter, legend: string, options: [string, string][]): HTMLElement {
    const name = `exercise-${key}`;
    return h('fieldset', { class: 'board-filter', 'data-testid': `${key}-filter` },
      h('legend', {}, legend),
      ...options.map(([value, label]) => {
        const input = h('input', { type: 'radio', name, value, checked: this.filter[key] === value, 'data-testid': `${key}-${value}` });
        input.addEventListener('change', () => {
          if (!input.checked) return;
          this.filter = { ...this.filter, [key]: value };
          storeSetting(key === 'game' ? GAME_SETTING : THEME_SETTING, value);
          this.renderBody();
          this.body.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)?.focus();
        });
        return h('label', { class: 'chip' }, input, h('span', {}, label));
      }));
  }

  /** The player's rating, the offer near it, and the streak (over what the filter shows). */
  private offers(list: ExerciseList, shown: ExerciseList['exercises'], solved: Set<string>): HTMLElement {
    const help = exerciseHelpText();
    const offered = offerNear(shown, playerRatingOf(list), solved);
    // A link like the others (the router follows it); the run is set up as it is clicked.
    const ids = streakOrder(shown).map((item) => item.id);
    const streak = ids[0] ? h('a', { class: 'btn btn-secondary', href: `/exercises/${ids[0]}`, 'data-link': '', 'data-testid': 'start-streak' }, help.streak) : null;
    streak?.addEventListener('click', () => startStreak(ids));
    const best = bestStreak();
    return h('div', { class: 'exercise-offers' },
      h('p', { class: 'meta', 'data-testid': 'player-rating' },
        list.rating ? help.yourRating(list.rating.rating, list.rating.provisional) : help.newcomerRating),
      h('div', { class: 'actions' },
        offered ? h('a', { class: 'btn btn-primary', href: `/exercises/${offered.id}`, 'data-link': '', 'data-testid': 'continue' }, help.offer) : null,
        streak),
      h('p', { class: 'muted' }, help.streakIntro, best ? ` ${help.bestStreak(best)}` : ''));
  }

  private renderBody(): void {
    const catalogue = t();
    const text = catalogue.exercises;
    clear(this.body);
    if (this.failed !== null) {
      this.body.append(
        h('p', { class: 'form-error', role: 'alert' }, text.loadFailed(this.failed)),
        h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => this.load() }, text.reload));
      return;
    }
    const list = this.list;
    if (!list) {
      this.body.append(h('p', { class: 'muted', role: 'status' }, text.loading));
      return;
    }
    if (!list.signed_in) this.body.append(h('p', { 'data-testid': 'signin-hint' }, h('a', { href: '/signin', 'data-link': '' }, text.signInHint)));
    if (list.exercises.length === 0) {
      this.body.append(h('p', {}, text.none));
      return;
    }
    const solved = solvedOf(list);
    const lang = language();
    const numbers = familyNumbers(list.exercises);
    const help = exerciseHelpText();
    const games = gamesOf(list.exercises);
    const themes = themesOf(list.exercises);
    const shown = filterExercises(list.exercises, this.filter);
    const allSolved = shown.every((item) => solved.has(item.id));
    this.body.append(
      games.length > 1 ? this.filterGroup('game', help.gameFilter, [['all', help.allGames], ...games.map((game): [string, string] => [game, gameTitle(game)])]) : '',
      themes.length > 1 ? this.filterGroup('theme', help.themeFilter, [['all', help.allThemes], ...themes.map((theme): [string, string] => [theme, text.families[theme] ?? theme])]) : '',
      allSolved ? h('p', { class: 'notice', 'data-testid': 'all-solved' }, text.allDone) : '',
      this.offers(list, shown, solved),
      h('p', { class: 'meta', 'data-testid': 'solved-count' },
        text.solvedCount(shown.filter((item) => solved.has(item.id)).length, shown.length)));
    for (const group of groupExercises(shown)) {
      const family = text.families[group.family] ?? group.family;
      const section = h('section', { class: 'exercise-family', 'data-family': group.family },
        h('h2', {}, family),
        text.familyHints[group.family] ? h('p', { class: 'muted' }, text.familyHints[group.family]) : null);
      for (const level of group.levels) {
        const label = text.difficulties[level.difficulty] ?? String(level.difficulty);
        section.append(
          h('h3', { class: 'difficulty' }, h('span', { class: 'stars', 'aria-hidden': 'true' }, stars(level.difficulty)), ' ', text.difficulty(label)),
          h('ul', { class: 'exercise-list' }, ...level.items.map((item) => {
            const isSolved = solved.has(item.id);
            const goal = goalIn(item.goal, lang);
            const meta = [gameTitle(item.variant), text.playAs[item.solver] ?? item.solver];
            if (!goalSaysMoves(goal)) meta.push(text.solverMoves(item.solver_moves));
            return h('li', {},
              h('a', { class: 'exercise-link', href: `/exercises/${item.id}`, 'data-link': '', 'data-testid': `exercise-${item.id}`, 'data-solved': String(isSolved) },
                h('span', { class: 'check', 'aria-hidden': 'true' }, isSolved ? '✓' : ''),
                h('span', { class: 'exercise-text' },
                  h('span', { class: 'exercise-number' }, `${text.numbered(family, numbers.get(item.id) ?? 0)}.`), ' ',
                  h('span', { class: 'exercise-goal' }, goal), ' ',
                  h('span', { class: 'exercise-meta' }, meta.join(' · '))),
                isSolved ? h('span', { class: 'sr-only' }, `, ${text.solved}`) : null));
          })));
      }
      this.body.append(section);
    }
  }
}
