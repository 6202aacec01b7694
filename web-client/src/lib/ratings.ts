// Ratings as the server gives them (protocol/README.md: PROFILE, `GET /api/account/ratings`): a rating
// per category, the category written "<variant>/<speed>" (the variant's catalogue name, the clock's
// speed: bullet, blitz, rapid or classical), read field by field; how a category and a rating are
// shown ("Petteia 6×6 · Blitz", "1620?" while provisional), and the account's rating history.
import { count, finite, id, object, text } from './json-fields';

export const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical', 'correspondence'] as const;
export type Speed = (typeof SPEEDS)[number];

export interface RatingEntry {
  category: string;
  rating: number;
  provisional: boolean;
  games: number;
}

/** One change of the account's rating: a rated game's end. */
export interface RatingChange {
  game: string;
  category: string;
  before: number;
  after: number;
  at_ms: number;
}

export interface AccountRatings {
  ratings: RatingEntry[];
  /** Newest first, as the server sends them. */
  history: RatingChange[];
}

/** A category's two parts; `speed` null when the text has no '/' (shown as the server wrote it). */
export function splitCategory(category: string): { variant: string; speed: string | null } {
  const slash = category.lastIndexOf('/');
  if (slash <= 0 || slash === category.length - 1) return { variant: category, speed: null };
  return { variant: category.slice(0, slash), speed: category.slice(slash + 1) };
}

/** "Petteia 6×6 · Blitz": the game's title (from the catalogue) and the speed in the page's language. */
export function categoryName(category: string, title: (variant: string) => string, speeds: Readonly<Record<string, string>>): string {
  const { variant, speed } = splitCategory(category);
  if (speed === null) return title(variant);
  return `${title(variant)} · ${speeds[speed] ?? speed}`;
}

/** "1620", or "1620?" while the rating is provisional (few games yet). */
export function ratingText(rating: number, provisional: boolean): string {
  return `${Math.round(rating)}${provisional ? '?' : ''}`;
}

/** The speeds' order, then the games' names: how a player's ratings are listed. */
export function sortRatings<T extends { category: string; games: number }>(ratings: readonly T[]): T[] {
  const rank = (category: string) => {
    const speed = splitCategory(category).speed;
    const index = SPEEDS.indexOf(speed as Speed);
    return index < 0 ? SPEEDS.length : index;
  };
  return [...ratings].sort((a, b) => {
    const variantA = splitCategory(a.category).variant;
    const variantB = splitCategory(b.category).variant;
    if (variantA !== variantB) return variantA.localeCompare(variantB, 'en');
    return rank(a.category) - rank(b.category) || a.category.localeCompare(b.category, 'en');
  });
}

/** One rating of a list, or null when it is not one. */
export function readRating(value: unknown): RatingEntry | null {
  const fields = object(value);
  if (!fields) return null;
  const { category, rating, games } = fields;
  if (!text(category, 128) || !finite(rating)) return null;
  return { category, rating, provisional: fields['provisional'] === true, games: count(games) ? games : 0 };
}

/** One rating change of a history (an account's own, or a public profile's). */
export function readRatingChange(value: unknown): RatingChange | null {
  const fields = object(value);
  if (!fields) return null;
  const { game, category, before, after, at_ms: at } = fields;
  if (!id(game) || !text(category, 128) || !finite(before) || !finite(after) || !finite(at)) return null;
  return { game, category, before, after, at_ms: at };
}

/** The answer of `GET /api/account/ratings`; null when it is not one. One unreadable entry does not hide the others. */
export function readAccountRatings(value: unknown): AccountRatings | null {
  const fields = object(value);
  if (!fields || !Array.isArray(fields['ratings'])) return null;
  const history = Array.isArray(fields['history']) ? fields['history'] : [];
  return {
    ratings: fields['ratings'].map(readRating).filter((one): one is RatingEntry => one !== null),
    history: history.map(readRatingChange).filter((one): one is RatingChange => one !== null),
  };
}

/** A category's ratings in the order they happened: the first change's `before`, then each `after`, with when. */
export function ratingSeries(history: readonly RatingChange[], category: string): { value: number; at_ms: number | null }[] {
  // Newest first from the server: turned round, so that changes at the same moment keep their order.
  const changes = history.filter((change) => change.category === category).reverse().sort((a, b) => a.at_ms - b.at_ms);
  const first = changes[0];
  if (!first) return [];
  return [{ value: first.before, at_ms: null }, ...changes.map((change) => ({ value: change.after, at_ms: change.at_ms }))];
}
