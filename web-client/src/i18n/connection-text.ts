// The words of a move waiting for the connection (../views/game-pending.ts), in every language.
// Beside the catalogues rather than in them: en.ts and fr.ts are at their size limit.
import type { NotPlayedWhy } from '../lib/pending-move';
import { wordsIn, type Language } from './index';

interface ConnectionWords {
  /** Under the board while the move waits. */
  waiting: (move: string) => string;
  /** The move was not played, and why. */
  notPlayed: (move: string, why: NotPlayedWhy) => string;
}

const en: ConnectionWords = {
  waiting: (move) => `Your move ${move} is waiting for the connection: not played yet.`,
  notPlayed: (move, why) => `Your move ${move} was not played: ${{
    'opponent-moved': 'your opponent moved while the connection was lost',
    changed: 'the game changed while the connection was lost',
    over: 'the game ended while the connection was lost',
  }[why]}.`,
};

const fr: ConnectionWords = {
  waiting: (move) => `Votre coup ${move} attend la connexion : pas encore joué.`,
  notPlayed: (move, why) => `Votre coup ${move} n’a pas été joué : ${{
    'opponent-moved': 'votre adversaire a joué pendant la coupure',
    changed: 'la partie a changé pendant la coupure',
    over: 'la partie s’est terminée pendant la coupure',
  }[why]}.`,
};

const el: ConnectionWords = {
  waiting: (move) => `Η κίνησή σας ${move} περιμένει τη σύνδεση: δεν έχει παιχτεί ακόμη.`,
  notPlayed: (move, why) => `Η κίνησή σας ${move} δεν παίχτηκε: ${{
    'opponent-moved': 'ο αντίπαλος έπαιξε όσο η σύνδεση είχε χαθεί',
    changed: 'η παρτίδα άλλαξε όσο η σύνδεση είχε χαθεί',
    over: 'η παρτίδα τελείωσε όσο η σύνδεση είχε χαθεί',
  }[why]}.`,
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, ConnectionWords> = { en, fr, el };

export function connectionText(): ConnectionWords {
  return wordsIn(byLanguage);
}
