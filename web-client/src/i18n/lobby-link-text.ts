// The lobby's name where the first load needs it (Home's link to it, the page's title), in every
// language. The lobby page's own words are ./lobby-text.ts, in the page's chunk.
import { wordsIn, type Language } from './index';

interface LobbyLinkWords {
  title: string;
  link: string;
}

const en: LobbyLinkWords = { title: 'Lobby', link: 'Find an opponent online' };
const fr: LobbyLinkWords = { title: 'Salon', link: 'Trouver un adversaire en ligne' };

const el: LobbyLinkWords = { title: 'Αίθουσα', link: 'Βρείτε αντίπαλο στο διαδίκτυο' };

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, LobbyLinkWords> = { en, fr, el };

export function lobbyLinkText(): LobbyLinkWords {
  return wordsIn(byLanguage);
}
