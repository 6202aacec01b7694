// Home's finished games (issue 37), in every language. Beside the catalogues rather than in them:
// en.ts and fr.ts are at their size limit.
import { wordsIn, type Language } from './index';

interface FinishedWords {
  heading: string;
  outcome: { won: string; lost: string; draw: string; aborted: string };
}

const en: FinishedWords = { heading: 'Finished', outcome: { won: 'You won', lost: 'You lost', draw: 'Draw', aborted: 'Cancelled' } };
const fr: FinishedWords = { heading: 'Terminées', outcome: { won: 'Vous avez gagné', lost: 'Vous avez perdu', draw: 'Nulle', aborted: 'Annulée' } };

const el: FinishedWords = { heading: 'Τελειωμένες', outcome: { won: 'Κερδίσατε', lost: 'Χάσατε', draw: 'Ισοπαλία', aborted: 'Ακυρώθηκε' } };

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, FinishedWords> = { en, fr, el };

export function finishedText(): FinishedWords {
  return wordsIn(byLanguage);
}
