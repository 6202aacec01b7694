// The words of a game against the computer started offline (../views/game-local.ts), in every
// language; loaded with that chunk, not with the first load.
import { wordsIn, type Language } from './index';
import type { LocalWords } from '../views/game-offline';

interface LocalGameWords extends LocalWords {
  /** Home: the game could not start offline either (nothing kept from an earlier visit). */
  unavailable: string;
}

const en: LocalGameWords = {
  banner: 'Offline: this game against the computer is played in this browser only, without a clock. It is not stored on the server.',
  notHere: 'Not in a game played offline: only moves and resigning.',
  unavailable: 'Offline, and this browser has not kept what the computer needs: open the site once with the network.',
};

const fr: LocalGameWords = {
  banner: 'Hors ligne : cette partie contre l’ordinateur se joue dans ce navigateur seulement, sans pendule. Elle n’est pas enregistrée sur le serveur.',
  notHere: 'Pas dans une partie jouée hors ligne : seulement les coups et l’abandon.',
  unavailable: 'Hors ligne, et ce navigateur n’a pas gardé ce dont l’ordinateur a besoin : ouvrez le site une fois avec le réseau.',
};

const el: LocalGameWords = {
  banner: 'Εκτός σύνδεσης: αυτή η παρτίδα με τον υπολογιστή παίζεται μόνο σε αυτόν τον φυλλομετρητή, χωρίς ρολόι. Δεν αποθηκεύεται στον διακομιστή.',
  notHere: 'Όχι σε παρτίδα εκτός σύνδεσης: μόνο κινήσεις και εγκατάλειψη.',
  unavailable: 'Εκτός σύνδεσης, και αυτός ο φυλλομετρητής δεν έχει κρατήσει ό,τι χρειάζεται ο υπολογιστής: ανοίξτε τον ιστότοπο μία φορά με δίκτυο.',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, LocalGameWords> = { en, fr, el };

export function localGameText(): LocalGameWords {
  return wordsIn(byLanguage);
}
