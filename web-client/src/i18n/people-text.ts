// The words of people one knows (issue 38): following and blocking from a profile, and the account's
// lists of the players one follows (who is online now) and blocks.
import { language, wordsIn, type Language } from './index';

export interface PeopleWords {
  follow: string;
  unfollow: string;
  block: string;
  unblock: string;
  /** Said after a block: what it does. */
  blockedNote: string;
  followingHeading: string;
  followingNone: string;
  blockedHeading: string;
  blockedNone: string;
  online: string;
  /** A followed player's game in play, to watch: "Watch: Petteia 6×6 against Minos". */
  watch: (game: string, opponent: string | null) => string;
  failed: string;
}

const en: PeopleWords = {
  follow: 'Follow',
  unfollow: 'Unfollow',
  block: 'Block',
  unblock: 'Unblock',
  blockedNote: 'Blocked: you are never paired together, and neither of you can accept the other’s challenges.',
  followingHeading: 'Players you follow',
  followingNone: 'You follow nobody yet. Follow a player from their profile.',
  blockedHeading: 'Players you block',
  blockedNone: 'You block nobody.',
  online: 'online',
  watch: (game, opponent) => (opponent ? `Watch: ${game} against ${opponent}` : `Watch: ${game}`),
  failed: 'That did not work; try again.',
};

const fr: PeopleWords = {
  follow: 'Suivre',
  unfollow: 'Ne plus suivre',
  block: 'Bloquer',
  unblock: 'Débloquer',
  blockedNote: 'Bloqué : vous ne serez plus jamais appariés, et aucun de vous ne peut accepter les défis de l’autre.',
  followingHeading: 'Joueurs que vous suivez',
  followingNone: 'Vous ne suivez encore personne. Suivez un joueur depuis son profil.',
  blockedHeading: 'Joueurs que vous bloquez',
  blockedNone: 'Vous ne bloquez personne.',
  online: 'en ligne',
  watch: (game, opponent) => (opponent ? `Regarder : ${game} contre ${opponent}` : `Regarder : ${game}`),
  failed: 'Cela n’a pas marché ; réessayez.',
};

const el: PeopleWords = {
  follow: 'Ακολουθήστε',
  unfollow: 'Διακοπή παρακολούθησης',
  block: 'Αποκλεισμός',
  unblock: 'Άρση αποκλεισμού',
  blockedNote: 'Αποκλεισμένος: δεν θα σας ζευγαρώσουν ποτέ μαζί, και κανείς από τους δύο δεν μπορεί να δεχτεί τις προκλήσεις του άλλου.',
  followingHeading: 'Παίκτες που ακολουθείτε',
  followingNone: 'Δεν ακολουθείτε ακόμη κανέναν. Ακολουθήστε έναν παίκτη από το προφίλ του.',
  blockedHeading: 'Παίκτες που έχετε αποκλείσει',
  blockedNone: 'Δεν έχετε αποκλείσει κανέναν.',
  online: 'σε σύνδεση',
  watch: (game, opponent) => (opponent ? `Παρακολούθηση: ${game} εναντίον ${opponent}` : `Παρακολούθηση: ${game}`),
  failed: 'Δεν πέτυχε· δοκιμάστε ξανά.',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, PeopleWords> = { en: en, fr: fr, el };

export function peopleWords(lang: string): PeopleWords {
  return wordsIn(byLanguage, lang);
}

export function peopleText(): PeopleWords {
  return peopleWords(language());
}
