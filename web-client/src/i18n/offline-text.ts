// The words of offline play against the computer (../views/game-offline.ts), in every language.
// Beside the catalogues rather than in them: en.ts and fr.ts are at their size limit.
import { wordsIn, type Language } from './index';
import { enForm, frForm, pluralForm } from './plural';

interface OfflineWords {
  /** The banner while this browser plays on alone. */
  playingOffline: string;
  /** The banner while the moves played offline are sent. */
  sending: string;
  sent: (moves: number) => string;
  refused: (why: string) => string;
  /** An offer or a takeback while offline. */
  waitsForNetwork: string;
  engineFailed: string;
}

const en: OfflineWords = {
  playingOffline: 'Offline: the computer plays on in this browser. Your moves are sent when the network is back.',
  sending: 'Network back: sending the moves played offline…',
  sent: (moves) => `The ${enForm(moves, 'move', `${moves} moves`)} played offline ${enForm(moves, 'is', 'are')} stored on the server.`,
  refused: (why) => `The server did not take the moves played offline (${why}). They are kept in this browser.`,
  waitsForNetwork: 'Offers and takebacks wait for the network.',
  engineFailed: 'The computer could not answer in this browser; your game goes on when the network is back.',
};

const fr: OfflineWords = {
  playingOffline: 'Hors ligne : l’ordinateur joue dans ce navigateur. Vos coups seront envoyés au retour du réseau.',
  sending: 'Réseau revenu : envoi des coups joués hors ligne…',
  sent: (moves) => frForm(moves, 'Le coup joué hors ligne est enregistré sur le serveur.', `Les ${moves} coups joués hors ligne sont enregistrés sur le serveur.`),
  refused: (why) => `Le serveur n’a pas pris les coups joués hors ligne (${why}). Ils restent dans ce navigateur.`,
  waitsForNetwork: 'Les propositions et les reprises attendent le retour du réseau.',
  engineFailed: 'L’ordinateur n’a pas pu répondre dans ce navigateur ; la partie reprendra au retour du réseau.',
};

const el: OfflineWords = {
  playingOffline: 'Εκτός σύνδεσης: ο υπολογιστής συνεχίζει να παίζει σε αυτόν τον φυλλομετρητή. Οι κινήσεις σας θα σταλούν όταν επιστρέψει το δίκτυο.',
  sending: 'Το δίκτυο επέστρεψε: αποστολή των κινήσεων που παίχτηκαν εκτός σύνδεσης…',
  sent: (moves) => (pluralForm('el', moves, { one: 'Η κίνηση που παίχτηκε εκτός σύνδεσης αποθηκεύτηκε στον διακομιστή.', other: `Οι ${moves} κινήσεις που παίχτηκαν εκτός σύνδεσης αποθηκεύτηκαν στον διακομιστή.` })),
  refused: (why) => `Ο διακομιστής δεν δέχτηκε τις κινήσεις που παίχτηκαν εκτός σύνδεσης (${why}). Μένουν σε αυτόν τον φυλλομετρητή.`,
  waitsForNetwork: 'Οι προτάσεις και οι αναιρέσεις περιμένουν το δίκτυο.',
  engineFailed: 'Ο υπολογιστής δεν μπόρεσε να απαντήσει σε αυτόν τον φυλλομετρητή· η παρτίδα συνεχίζεται όταν επιστρέψει το δίκτυο.',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, OfflineWords> = { en, fr, el };

export function offlineText(): OfflineWords {
  return wordsIn(byLanguage);
}
