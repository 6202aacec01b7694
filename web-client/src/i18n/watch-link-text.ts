// The live games page's name where the first load needs it (Home's link to it, the page's title), in
// both languages. The page's own words are ./watch-text.ts, in the page's chunk.
import { wordsIn, type Language } from './index';

interface WatchLinkWords {
  title: string;
  link: string;
}

const en: WatchLinkWords = { title: 'Live games', link: 'Watch live games' };
const fr: WatchLinkWords = { title: 'Parties en direct', link: 'Regarder des parties en direct' };

const el: WatchLinkWords = { title: 'Ζωντανές παρτίδες', link: 'Παρακολουθήστε ζωντανές παρτίδες' };

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, WatchLinkWords> = { en, fr, el };

export function watchLinkText(): WatchLinkWords {
  return wordsIn(byLanguage);
}
