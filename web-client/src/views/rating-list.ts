// A player's ratings as a list (the public profile, the account page): each category by its readable
// name ("Petteia 6×6 · Blitz", the game's title from the catalogue), the rating with "?" while it is
// provisional (said in words to a screen reader), and the number of rated games.
import { h } from '../lib/dom';
import { categoryName, ratingText, sortRatings, type RatingEntry } from '../lib/ratings';
import { gameTitle } from '../i18n';
import type { RatingsWords } from '../i18n/ratings-text';

export function categoryLabel(words: RatingsWords, category: string): string {
  return categoryName(category, gameTitle, words.speeds);
}

/** "1620" or "1620?" (the "?" hidden from screen readers, which hear "provisional rating"). */
export function ratingValue(words: RatingsWords, rating: number, provisional: boolean): HTMLElement {
  const shown = ratingText(rating, false);
  return h('span', { class: 'rating-value', 'data-testid': 'rating-value', 'data-rating': ratingText(rating, provisional) }, shown,
    provisional ? h('span', { 'aria-hidden': 'true', title: words.provisional }, '?') : null,
    provisional ? h('span', { class: 'sr-only' }, ` (${words.provisional})`) : null);
}

export function ratingList(words: RatingsWords, ratings: readonly RatingEntry[]): HTMLElement {
  if (ratings.length === 0) return h('p', { class: 'muted', 'data-testid': 'no-ratings' }, words.noRatings);
  const sorted = sortRatings(ratings);
  const list = h('ul', { class: 'rating-list', 'data-testid': 'rating-list' }, ...sorted.map((entry) =>
    h('li', { 'data-testid': 'rating', 'data-category': entry.category },
      h('span', { class: 'rating-category' }, categoryLabel(words, entry.category)), ' ',
      ratingValue(words, entry.rating, entry.provisional), ' ',
      h('span', { class: 'rating-games muted' }, words.games(entry.games)))));
  const note = sorted.some((entry) => entry.provisional) ? h('p', { class: 'muted rating-note' }, words.provisionalNote) : null;
  return note ? h('div', {}, list, note) : list;
}
