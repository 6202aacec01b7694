// The words of who waits in the lobby (issue 38): the pools of quick pairing that others seek now, and
// a seek kept while the player plays the computer elsewhere on the site. Apart from lobby-text.ts,
// which is at its size.
import { wordsIn, type Language } from './index';
import { elForm, enCount, frCount } from './plural';

export interface LobbyWaitingWords {
  heading: string;
  none: string;
  waiting: (count: number) => string;
  join: string;
  /** The join button's name for a screen reader: what it seeks. */
  joinLabel: (what: string) => string;
  whileWaiting: string;
  kept: string;
  /** The chip on other pages while the seek goes on. */
  stillLooking: (what: string) => string;
  stop: string;
  found: string;
  openGame: string;
}

const en: LobbyWaitingWords = {
  heading: 'Waiting now',
  none: 'Nobody else is looking for a game right now. Look for one: the next player who does is paired with you.',
  waiting: (count) => `${enCount(count, 'player', 'players')} waiting`,
  join: 'Play',
  joinLabel: (what) => `Play ${what}`,
  whileWaiting: 'Play the computer while you wait',
  kept: 'You stay in the queue while you play: you will be told when an opponent comes.',
  stillLooking: (what) => `Still looking: ${what}`,
  stop: 'Stop',
  found: 'Opponent found!',
  openGame: 'Open the game',
};

const fr: LobbyWaitingWords = {
  heading: 'En attente maintenant',
  none: 'Personne d’autre ne cherche de partie en ce moment. Cherchez-en une : le prochain joueur qui cherche la même vous sera apparié.',
  waiting: (count) => frCount(count, 'joueur attend', 'joueurs attendent'),
  join: 'Jouer',
  joinLabel: (what) => `Jouer : ${what}`,
  whileWaiting: 'Jouer contre l’ordinateur en attendant',
  kept: 'Vous restez dans la file pendant que vous jouez : vous serez prévenu quand un adversaire arrivera.',
  stillLooking: (what) => `Recherche en cours : ${what}`,
  stop: 'Arrêter',
  found: 'Adversaire trouvé !',
  openGame: 'Ouvrir la partie',
};

const el: LobbyWaitingWords = {
  heading: 'Σε αναμονή τώρα',
  none: 'Κανείς άλλος δεν ψάχνει παρτίδα αυτή τη στιγμή. Ψάξτε εσείς: ο επόμενος παίκτης που θα ψάξει θα ζευγαρωθεί μαζί σας.',
  waiting: (count) => elForm(count, '1 παίκτης περιμένει', `${count} παίκτες περιμένουν`),
  join: 'Παίξτε',
  joinLabel: (what) => `Παίξτε: ${what}`,
  whileWaiting: 'Παίξτε με τον υπολογιστή όσο περιμένετε',
  kept: 'Μένετε στην ουρά όσο παίζετε: θα ειδοποιηθείτε όταν έρθει αντίπαλος.',
  stillLooking: (what) => `Αναζήτηση σε εξέλιξη: ${what}`,
  stop: 'Διακοπή',
  found: 'Βρέθηκε αντίπαλος!',
  openGame: 'Άνοιγμα της παρτίδας',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, LobbyWaitingWords> = { en: en, fr: fr, el };

export function lobbyWaitingText(): LobbyWaitingWords {
  return wordsIn(byLanguage);
}
