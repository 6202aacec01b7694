// A rated game's change in the game's end summary (../views/game-end-rating.ts) and as said to a
// screen reader when it comes, in every language: "Your rating: 1512 → 1524 (+12)", "Ariadne: 1620 →
// 1608 (−12)". The game page's other social words are ./game-social-text.ts.
import { wordsIn, type Language } from './index';

interface RatingWords {
  yours: string;
  line: (who: string, before: number | null, after: number | null, change: string) => string;
}

const line = (colon: string) => (who: string, before: number | null, after: number | null, change: string) =>
  before === null || after === null ? `${who}${colon}${change}` : `${who}${colon}${before} → ${after} (${change})`;

const en: RatingWords = { yours: 'Your rating', line: line(': ') };
// French puts a space before the colon (a plain one, as the site's other French words do).
const fr: RatingWords = { yours: 'Votre classement', line: line(' : ') };

const el: RatingWords = { yours: 'Η βαθμολογία σας', line: line(': ') };

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, RatingWords> = { en, fr, el };

export function gameRatingText(): RatingWords {
  return wordsIn(byLanguage);
}
