// Which exercise to offer (issue 40), without the DOM: the list filtered by game and by theme, the
// exercise nearest the player's exercise rating (as lichess offers puzzles), and a streak's order.
// Ratings are the server's (GET /api/exercises: each exercise's, and the signed-in player's); an
// anonymous player is offered exercises near a newcomer's 1500.
import type { ExerciseItem } from './api';
import { listOrder } from './exercises';

/** A newcomer's rating: what an anonymous player is offered exercises near. */
export const NEWCOMER_RATING = 1500;

export interface ExerciseFilter {
  /** A variant's name, or 'all'. */
  game: string;
  /** A family ('capture', 'defence', 'finish'), or 'all'. */
  theme: string;
}

/** The games (variants) of the list, in order of first appearance. */
export function gamesOf(items: readonly ExerciseItem[]): string[] {
  return [...new Set(items.map((item) => item.variant))];
}

/** The themes (families) of the list, in the list's order. */
export function themesOf(items: readonly ExerciseItem[]): string[] {
  return [...new Set(listOrder(items).map((item) => item.family))];
}

/** The exercises of the chosen game and theme; a choice the list does not have counts as 'all'. */
export function filterExercises(items: readonly ExerciseItem[], filter: ExerciseFilter): ExerciseItem[] {
  const games = gamesOf(items);
  const themes = themesOf(items);
  return items.filter((item) =>
    (filter.game === 'all' || !games.includes(filter.game) || item.variant === filter.game) &&
    (filter.theme === 'all' || !themes.includes(filter.theme) || item.family === filter.theme));
}

/**
 * The exercise to offer: among those not solved (and not `skip`), the one whose rating is nearest
 * the player's, the first in list order on a tie; when all are solved, the nearest of the others.
 * null when there is no other exercise.
 */
export function offerNear(items: readonly ExerciseItem[], rating: number, solved: ReadonlySet<string>, skip: string | null = null): ExerciseItem | null {
  const others = listOrder(items).filter((item) => item.id !== skip);
  const unsolved = others.filter((item) => !solved.has(item.id));
  const pool = unsolved.length ? unsolved : others;
  let best: ExerciseItem | null = null;
  for (const item of pool) if (!best || Math.abs(item.rating - rating) < Math.abs(best.rating - rating)) best = item;
  return best;
}

/** A streak's exercises: easiest first by rating (list order on a tie), as lichess's Puzzle Streak climbs. */
export function streakOrder(items: readonly ExerciseItem[]): ExerciseItem[] {
  return listOrder(items).map((item, at) => ({ item, at })).sort((a, b) => a.item.rating - b.item.rating || a.at - b.at).map(({ item }) => item);
}

