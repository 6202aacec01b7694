// The game page's social words (issue 27: players' names, quick messages, reports, listing among the
// live games), in every language. Beside the catalogues rather than in them: en.ts and fr.ts are at
// their size limit, and these belong to the game page's social chunk (../views/game-social.ts).
import type { QuickSay, ReportReason } from '../lib/game-social';
import { wordsIn, type Language } from './index';

export interface SocialWords {
  quick: Record<QuickSay, string>;
  quickOpen: string;
  quickMenu: string;
  quickWait: string;
  heard: (who: string, text: string) => string;
  you: string;
  youAfterName: string;
  opponent: string;
  anonymous: string;
  provisional: string;
  playerMenu: (who: string) => string;
  profile: (name: string) => string;
  report: string;
  reported: string;
  reportTitle: (who: string) => string;
  reportOpponent: string;
  reportSide: (side: string) => string;
  reportWhy: string;
  reasons: Record<ReportReason, string>;
  reportNote: string;
  reportSend: string;
  cancel: string;
  close: string;
  sending: string;
  reportThanks: string;
  reportLimited: string;
  reportFailed: string;
  noAnswer: string;
  listingHeading: string;
  listing: string;
  listingLobby: string;
  listingFriends: string;
  listedNow: string;
  notListed: string;
  listingFailed: string;
  rated: string;
  casual: string;
}

const en: SocialWords = {
  quick: { hello: 'Hello', good_luck: 'Good luck', good_game: 'Good game', thank_you: 'Thank you', well_played: 'Well played' },
  quickOpen: 'Send a quick message',
  quickMenu: 'Quick messages',
  quickWait: 'Wait a moment before the next message.',
  heard: (who, text) => `${who}: ${text}`,
  you: 'You',
  youAfterName: '(you)',
  opponent: 'Your opponent',
  anonymous: 'Anonymous',
  provisional: 'provisional rating',
  playerMenu: (who) => `Player menu: ${who}`,
  profile: (name) => `${name}’s profile`,
  report: 'Report…',
  reported: 'Reported',
  reportTitle: (who) => `Report ${who}`,
  reportOpponent: 'your opponent',
  reportSide: (side) => `the ${side} player`,
  reportWhy: 'Why?',
  reasons: {
    insult: 'Insults or rudeness',
    cheating: 'Cheating (help from a program or someone else)',
    stalling: 'Stalling: letting the clock run instead of playing',
    name: 'An offensive name',
    other: 'Something else',
  },
  reportNote: 'The site’s operator reads reports; the player is not told.',
  reportSend: 'Send the report',
  cancel: 'Cancel',
  close: 'Close',
  sending: 'Sending…',
  reportThanks: 'Thank you: your report was sent.',
  reportLimited: 'Not sent: too many reports came from your network or account this hour. Try again later.',
  reportFailed: 'The report could not be sent; try again.',
  noAnswer: 'No answer from the server; try again.',
  listingHeading: 'Live games',
  listing: 'List this game among live games',
  listingLobby: 'A game from the lobby is listed unless one of you says no.',
  listingFriends: 'A game between friends is listed only if you both agree.',
  listedNow: 'Listed now.',
  notListed: 'Not listed now.',
  listingFailed: 'Your choice could not be saved; try again.',
  rated: 'Rated game: it counts for both players’ ratings.',
  casual: 'Casual game: ratings do not change.',
};

const fr: SocialWords = {
  quick: { hello: 'Bonjour', good_luck: 'Bonne chance', good_game: 'Bonne partie', thank_you: 'Merci', well_played: 'Bien joué' },
  quickOpen: 'Envoyer un message rapide',
  quickMenu: 'Messages rapides',
  quickWait: 'Attendez un instant avant le message suivant.',
  heard: (who, text) => `${who} : ${text}`,
  you: 'Vous',
  youAfterName: '(vous)',
  opponent: 'Votre adversaire',
  anonymous: 'Anonyme',
  provisional: 'classement provisoire',
  playerMenu: (who) => `Menu du joueur : ${who}`,
  profile: (name) => `Profil de ${name}`,
  report: 'Signaler…',
  reported: 'Signalé',
  reportTitle: (who) => `Signaler ${who}`,
  reportOpponent: 'votre adversaire',
  reportSide: (side) => `le joueur ${side}`,
  reportWhy: 'Pourquoi ?',
  reasons: {
    insult: 'Insultes ou grossièretés',
    cheating: 'Triche (aide d’un programme ou d’une autre personne)',
    stalling: 'Fait traîner la partie : laisse filer la pendule au lieu de jouer',
    name: 'Un nom choquant',
    other: 'Autre chose',
  },
  reportNote: 'L’administrateur du site lit les signalements ; le joueur n’en est pas averti.',
  reportSend: 'Envoyer le signalement',
  cancel: 'Annuler',
  close: 'Fermer',
  sending: 'Envoi…',
  reportThanks: 'Merci : votre signalement a été envoyé.',
  reportLimited: 'Non envoyé : trop de signalements sont venus de votre réseau ou de votre compte cette heure-ci. Réessayez plus tard.',
  reportFailed: 'Le signalement n’a pas pu être envoyé ; réessayez.',
  noAnswer: 'Pas de réponse du serveur ; réessayez.',
  listingHeading: 'Parties en direct',
  listing: 'Montrer cette partie parmi les parties en direct',
  listingLobby: 'Une partie du salon est montrée, sauf si l’un de vous refuse.',
  listingFriends: 'Une partie entre amis n’est montrée que si vous êtes d’accord tous les deux.',
  listedNow: 'Montrée en ce moment.',
  notListed: 'Pas montrée en ce moment.',
  listingFailed: 'Votre choix n’a pas pu être enregistré ; réessayez.',
  rated: 'Partie classée : elle compte pour le classement des deux joueurs.',
  casual: 'Partie amicale : les classements ne changent pas.',
};

const el: SocialWords = {
  quick: { hello: 'Γεια σας', good_luck: 'Καλή επιτυχία', good_game: 'Καλή παρτίδα', thank_you: 'Ευχαριστώ', well_played: 'Παίξατε ωραία' },
  quickOpen: 'Αποστολή γρήγορου μηνύματος',
  quickMenu: 'Γρήγορα μηνύματα',
  quickWait: 'Περιμένετε λίγο πριν από το επόμενο μήνυμα.',
  heard: (who, text) => `${who}: ${text}`,
  you: 'Εσείς',
  youAfterName: '(εσείς)',
  opponent: 'Ο αντίπαλός σας',
  anonymous: 'Ανώνυμος',
  provisional: 'προσωρινή βαθμολογία',
  playerMenu: (who) => `Μενού παίκτη: ${who}`,
  profile: (name) => `Προφίλ: ${name}`,
  report: 'Αναφορά…',
  reported: 'Αναφέρθηκε',
  reportTitle: (who) => `Αναφορά: ${who}`,
  reportOpponent: 'ο αντίπαλός σας',
  reportSide: (side) => `ο παίκτης με τα ${side.toLocaleLowerCase('el')}`,
  reportWhy: 'Γιατί;',
  reasons: {
    insult: 'Προσβολές ή αγένεια',
    cheating: 'Εξαπάτηση (βοήθεια από πρόγραμμα ή άλλο άτομο)',
    stalling: 'Καθυστέρηση: αφήνει το ρολόι να τρέχει αντί να παίζει',
    name: 'Προσβλητικό όνομα',
    other: 'Κάτι άλλο',
  },
  reportNote: 'Ο διαχειριστής του ιστότοπου διαβάζει τις αναφορές· ο παίκτης δεν ενημερώνεται.',
  reportSend: 'Αποστολή αναφοράς',
  cancel: 'Άκυρο',
  close: 'Κλείσιμο',
  sending: 'Αποστολή…',
  reportThanks: 'Ευχαριστούμε: η αναφορά σας στάλθηκε.',
  reportLimited: 'Δεν στάλθηκε: ήρθαν πάρα πολλές αναφορές από το δίκτυο ή τον λογαριασμό σας αυτή την ώρα. Δοκιμάστε αργότερα.',
  reportFailed: 'Η αναφορά δεν στάλθηκε· δοκιμάστε ξανά.',
  noAnswer: 'Καμία απάντηση από τον διακομιστή· δοκιμάστε ξανά.',
  listingHeading: 'Ζωντανές παρτίδες',
  listing: 'Εμφάνιση αυτής της παρτίδας στις ζωντανές παρτίδες',
  listingLobby: 'Μια παρτίδα από την αίθουσα εμφανίζεται, εκτός αν κάποιος από εσάς αρνηθεί.',
  listingFriends: 'Μια παρτίδα μεταξύ φίλων εμφανίζεται μόνο αν συμφωνείτε και οι δύο.',
  listedNow: 'Εμφανίζεται τώρα.',
  notListed: 'Δεν εμφανίζεται τώρα.',
  listingFailed: 'Η επιλογή σας δεν αποθηκεύτηκε· δοκιμάστε ξανά.',
  rated: 'Βαθμολογημένη παρτίδα: μετρά στη βαθμολογία και των δύο παικτών.',
  casual: 'Φιλική παρτίδα: οι βαθμολογίες δεν αλλάζουν.',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, SocialWords> = { en: en, fr: fr, el };

export function socialText(): SocialWords {
  return wordsIn(byLanguage);
}
