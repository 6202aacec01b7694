// The live games page's words (../views/watch.ts), in every language. Beside the catalogues rather
// than in them: en.ts and fr.ts are at their size limit, and these belong to the page's own chunk.
import { wordsIn, type Language } from './index';
import { elCount, enCount, frCount } from './plural';

export interface WatchWords {
  heading: string;
  intro: string;
  loading: string;
  count: (games: number) => string;
  empty: string;
  emptyInvite: string;
  failed: string;
  anonymous: string;
  provisional: string;
  toMove: string;
  rated: string;
  casual: string;
  untimed: string;
  watching: (spectators: number) => string;
  /** The link's words for a screen reader: who plays whom, in which game. */
  watchGame: (first: string, second: string, game: string) => string;
  clock: string;
}

const en: WatchWords = {
  heading: 'Live games',
  intro: 'Games being played now, the highest-rated first. Open one to watch it.',
  loading: 'Loading the games…',
  count: (games) => `${enCount(games, 'game', 'games')} in play`,
  empty: 'Nobody is playing in public right now.',
  emptyInvite: 'Start a game yourself: the lobby finds you an opponent.',
  failed: 'The live games could not be loaded. Trying again…',
  anonymous: 'Anonymous',
  provisional: 'provisional rating',
  toMove: 'to move',
  rated: 'Rated',
  casual: 'Casual',
  untimed: 'No clock',
  watching: (spectators) => `${spectators} watching`,
  watchGame: (first, second, game) => `Watch ${first} against ${second}, ${game}`,
  clock: 'clock',
};

const fr: WatchWords = {
  heading: 'Parties en direct',
  intro: 'Les parties en cours, les mieux classées d’abord. Ouvrez-en une pour la regarder.',
  loading: 'Chargement des parties…',
  count: (games) => `${frCount(games, 'partie', 'parties')} en cours`,
  empty: 'Personne ne joue en public pour l’instant.',
  emptyInvite: 'Lancez une partie vous-même : le salon vous trouve un adversaire.',
  failed: 'Les parties en direct n’ont pas pu être chargées. Nouvel essai…',
  anonymous: 'Anonyme',
  provisional: 'classement provisoire',
  toMove: 'au trait',
  rated: 'Classée',
  casual: 'Amicale',
  untimed: 'Sans pendule',
  watching: (spectators) => frCount(spectators, 'spectateur', 'spectateurs'),
  watchGame: (first, second, game) => `Regarder ${first} contre ${second}, ${game}`,
  clock: 'pendule',
};

const el: WatchWords = {
  heading: 'Ζωντανές παρτίδες',
  intro: 'Παρτίδες που παίζονται τώρα, με τη μεγαλύτερη βαθμολογία πρώτα. Ανοίξτε μία για να την παρακολουθήσετε.',
  loading: 'Φόρτωση παρτίδων…',
  count: (games) => `${elCount(games, 'παρτίδα', 'παρτίδες')} σε εξέλιξη`,
  empty: 'Κανείς δεν παίζει δημόσια αυτή τη στιγμή.',
  emptyInvite: 'Ξεκινήστε εσείς μια παρτίδα: η αίθουσα σας βρίσκει αντίπαλο.',
  failed: 'Οι ζωντανές παρτίδες δεν φορτώθηκαν. Νέα προσπάθεια…',
  anonymous: 'Ανώνυμος',
  provisional: 'προσωρινή βαθμολογία',
  toMove: 'έχει σειρά',
  rated: 'Βαθμολογημένη',
  casual: 'Φιλική',
  untimed: 'Χωρίς ρολόι',
  watching: (spectators) => elCount(spectators, 'θεατής', 'θεατές'),
  watchGame: (first, second, game) => `Παρακολουθήστε ${first} εναντίον ${second}, ${game}`,
  clock: 'ρολόι',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, WatchWords> = { en: en, fr: fr, el };

export function watchText(): WatchWords {
  return wordsIn(byLanguage);
}
