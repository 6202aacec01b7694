// The streak mode (issue 40, as lichess's Puzzle Streak): exercises one after another, easiest
// first; one miss (a wrong move, the solution shown) ends it. The run is kept in session storage
// (one tab's), the best run in local storage. Help ends it too: a streak counts unaided solves.
import { setting, storeSetting } from './storage';

const RUN_KEY = 'petteia.streak';
const BEST_SETTING = 'exercise-best-streak';

export interface StreakRun {
  /** The exercises in the order they come. */
  ids: string[];
  /** How many have been solved: ids[solved] is the one being solved now. */
  solved: number;
}

function read(): StreakRun | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(RUN_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { ids, solved } = value as Partial<StreakRun>;
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string') || typeof solved !== 'number') return null;
    return { ids, solved };
  } catch {
    return null;
  }
}

function write(run: StreakRun | null): void {
  try {
    if (run) sessionStorage.setItem(RUN_KEY, JSON.stringify(run));
    else sessionStorage.removeItem(RUN_KEY);
  } catch {
    // Without session storage a streak lasts as long as the page.
  }
}

/** Starts a run over `ids`; the first to solve is ids[0]. */
export function startStreak(ids: string[]): void {
  write({ ids, solved: 0 });
}

/** The run under way on exercise `id`, if this exercise is its current one. */
export function streakOn(id: string): StreakRun | null {
  const run = read();
  return run && run.ids[run.solved] === id ? run : null;
}

/** `id` solved: the run goes on; the next exercise's id, or null when the run is complete. */
export function streakSolved(id: string): string | null {
  const run = streakOn(id);
  if (!run) return null;
  const next = { ids: run.ids, solved: run.solved + 1 };
  keepBest(next.solved);
  write(next.solved < run.ids.length ? next : null);
  return run.ids[next.solved] ?? null;
}

/** The run on `id` ends (a miss); how many were solved in it. */
export function streakEnded(id: string): number {
  const run = streakOn(id);
  write(null);
  return run?.solved ?? 0;
}

export function bestStreak(): number {
  return Number(setting(BEST_SETTING) ?? 0) || 0;
}

function keepBest(count: number): void {
  if (count > bestStreak()) storeSetting(BEST_SETTING, String(count));
}

/** What the exercise page shows of a streak: solved so far, whether it ended, and the next exercise. */
export interface StreakShown {
  solved: number;
  over: boolean;
  next: string | null;
}

/** The streak shown on exercise `id`: the run under way there, if any. */
export function streakShownOn(id: string): StreakShown | null {
  const run = streakOn(id);
  return run ? { solved: run.solved, over: false, next: null } : null;
}

/** A try at `id` ended, solved or not: the run goes on to its next exercise, or ends. */
export function streakAfter(id: string, shown: StreakShown | null, solved: boolean): StreakShown | null {
  if (!shown || shown.over) return shown;
  return solved ? { solved: shown.solved + 1, over: false, next: streakSolved(id) } : { solved: streakEnded(id), over: true, next: null };
}
