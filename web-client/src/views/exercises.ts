// The exercises list at /exercises: grouped by family, then difficulty, the solved ones checked.
// Solved means the account's list when signed in (the server's `solved`), else this browser's.
import { h, clear } from '../lib/dom';
import { api, ApiError, type ExerciseList } from '../lib/api';
import { account, onAccountChange, refreshAccount } from '../lib/account';
import { familyNumbers, filterByVariant, firstUnsolved, goalSaysMoves, groupExercises, stars, variantsOf } from '../lib/exercises';
import { localSolved } from '../lib/progress';
import { setting, storeSetting } from '../lib/storage';
import { entryOf } from '../lib/catalogue';
import { gameTitle, language, pick, t } from '../i18n';
import { exerciseSourceText } from '../i18n/exercises-text';
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

export function errorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'network';
  return pick(t().errors, code) ?? code;
}

const BOARD_SETTING = 'exercise-board';

/** A board filter's label: the board's size from the catalogue ("6×6"), else the game's title. */
function boardLabel(variant: string): string {
  const entry = entryOf(variant);
  return entry ? `${entry.width}×${entry.height}` : gameTitle(variant);
}

export class ExerciseListView {
  private list: ExerciseList | null = null;
  private failed: string | null = null;
  private readonly body = h('div', { class: 'exercise-groups' });
  private destroyed = false;
  private board = setting(BOARD_SETTING) ?? 'all';
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

  /** Board sizes as radio buttons (arrow keys move between them), the choice kept in local storage. */
  private boardFilter(variants: string[]): HTMLElement {
    const catalogue = t();
    const text = catalogue.exercises;
    const options = [['all', text.allBoards], ...variants.map((variant) => [variant, boardLabel(variant)])];
    return h('fieldset', { class: 'board-filter', 'data-testid': 'board-filter' },
      h('legend', {}, text.boardFilter),
      ...options.map(([value, label]) => {
        const input = h('input', { type: 'radio', name: 'exercise-board', value, checked: this.board === value, 'data-testid': `board-${value}` });
        input.addEventListener('change', () => {
          if (!input.checked) return;
          this.board = value as string;
          storeSetting(BOARD_SETTING, this.board);
          this.renderBody();
          this.body.querySelector<HTMLInputElement>(`input[name="exercise-board"][value="${value}"]`)?.focus();
        });
        return h('label', { class: 'chip' }, input, h('span', {}, label));
      }));
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
    const variants = variantsOf(list.exercises);
    if (this.board !== 'all' && !variants.includes(this.board)) this.board = 'all';
    const shown = filterByVariant(list.exercises, this.board);
    const next = firstUnsolved(shown, solved);
    this.body.append(
      next
        ? h('div', { class: 'actions' }, h('a', { class: 'btn btn-primary', href: `/exercises/${next.id}`, 'data-link': '', 'data-testid': 'continue' }, text.continue))
        : h('p', { class: 'notice', 'data-testid': 'all-solved' }, text.allDone),
      variants.length > 1 ? this.boardFilter(variants) : '',
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
