// The exercises list at /exercises: grouped by family, then difficulty, the solved ones checked.
// Solved means the account's list when signed in (the server's `solved`), else this browser's.
import { h, clear } from '../lib/dom';
import { api, ApiError, type ExerciseList } from '../lib/api';
import { account } from '../lib/account';
import { groupExercises, stars } from '../lib/exercises';
import { localSolved } from '../lib/progress';
import { language, pick, t } from '../i18n';

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

export class ExerciseListView {
  private list: ExerciseList | null = null;
  private failed: string | null = null;
  private readonly body = h('div', { class: 'exercise-groups' });
  private destroyed = false;

  constructor(private readonly root: HTMLElement) {
    this.layout();
    this.load();
  }

  destroy(): void {
    this.destroyed = true;
  }

  relabel(): void {
    this.layout();
  }

  private load(): void {
    this.failed = null;
    fetchExercises()
      .then((list) => {
        this.list = list;
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
    const signedOut = !account();
    this.root.append(
      h('section', { class: 'page exercises', 'data-testid': 'exercises' },
        h('h1', {}, text.title),
        h('p', {}, text.intro),
        signedOut ? h('p', {}, h('a', { href: '/signin', 'data-link': '' }, text.signInHint)) : null,
        this.body),
    );
    this.renderBody();
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
    if (list.exercises.length === 0) {
      this.body.append(h('p', {}, text.none));
      return;
    }
    const solved = solvedOf(list);
    const lang = language();
    this.body.append(h('p', { class: 'meta', 'data-testid': 'solved-count' },
      text.solvedCount(list.exercises.filter((item) => solved.has(item.id)).length, list.exercises.length)));
    for (const group of groupExercises(list.exercises)) {
      const section = h('section', { class: 'exercise-family', 'data-family': group.family },
        h('h2', {}, text.families[group.family] ?? group.family),
        text.familyHints[group.family] ? h('p', { class: 'muted' }, text.familyHints[group.family]) : null);
      for (const level of group.levels) {
        const label = text.difficulties[level.difficulty] ?? String(level.difficulty);
        section.append(
          h('h3', { class: 'difficulty' }, h('span', { class: 'stars', 'aria-hidden': 'true' }, stars(level.difficulty)), ' ', text.difficulty(label)),
          h('ul', { class: 'exercise-list' }, ...level.items.map((item) => {
            const isSolved = solved.has(item.id);
            return h('li', {},
              h('a', { class: 'exercise-link', href: `/exercises/${item.id}`, 'data-link': '', 'data-testid': `exercise-${item.id}`, 'data-solved': String(isSolved) },
                h('span', { class: 'check', 'aria-hidden': 'true' }, isSolved ? '✓' : ''),
                h('span', { class: 'exercise-text' },
                  h('span', { class: 'exercise-goal' }, item.goal[lang] ?? item.goal.en),
                  h('span', { class: 'exercise-meta' },
                    [pick(catalogue.variants, item.variant) ?? item.variant,
                      text.playAs[item.solver] ?? item.solver,
                      text.solverMoves(item.solver_moves)].join(' · '))),
                isSolved ? h('span', { class: 'sr-only' }, `, ${text.solved}`) : null));
          })));
      }
      this.body.append(section);
    }
  }
}
