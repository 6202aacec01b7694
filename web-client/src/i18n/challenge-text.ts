// The words of direct challenges (issue 38): the form on a profile, the
// lists of challenges to and from the player, and what the toasts of their answers say.
import { language, wordsIn, type Language } from './index';

export interface ChallengeWords {
  /** The profile's button, and the form's heading: `name` the player challenged. */
  challenge: string;
  heading: (name: string) => string;
  game: string;
  time: string;
  colour: string;
  send: string;
  sending: string;
  cancel: string;
  /** The lists (account page and home). */
  incomingHeading: string;
  outgoingHeading: string;
  /** "Ariadne · Petteia 6×6 · 3 days a move · you play dark" */
  from: (name: string) => string;
  to: (name: string) => string;
  youPlay: (side: string) => string;
  accept: string;
  decline: string;
  /** A toast's title when a challenge was answered without a game. */
  declined: (game: string) => string;
  withdrawn: (game: string) => string;
  refused: string;
  /** The challenger blocks the player: said to the challenger alone. */
  youBlock: string;
  tooMany: string;
  failed: string;
}

const en: ChallengeWords = {
  challenge: 'Challenge',
  heading: (name) => `Challenge ${name}`,
  game: 'Game',
  time: 'Clock',
  colour: 'Your colour',
  send: 'Send the challenge',
  sending: 'Sending…',
  cancel: 'Cancel',
  incomingHeading: 'Challenges for you',
  outgoingHeading: 'Your challenges waiting for an answer',
  from: (name) => `from ${name}`,
  to: (name) => `to ${name}`,
  youPlay: (side) => `you play ${side}`,
  accept: 'Accept',
  decline: 'Decline',
  declined: (game) => `Challenge declined — ${game}`,
  withdrawn: (game) => `Challenge withdrawn — ${game}`,
  refused: 'This player does not accept your challenges.',
  youBlock: 'You block this player: unblock them to challenge them.',
  tooMany: 'You have 10 challenges waiting for an answer: withdraw one first.',
  failed: 'That did not work; try again.',
};

const fr: ChallengeWords = {
  challenge: 'Défier',
  heading: (name) => `Défier ${name}`,
  game: 'Jeu',
  time: 'Pendule',
  colour: 'Votre couleur',
  send: 'Envoyer le défi',
  sending: 'Envoi…',
  cancel: 'Annuler',
  incomingHeading: 'Défis pour vous',
  outgoingHeading: 'Vos défis en attente de réponse',
  from: (name) => `de ${name}`,
  to: (name) => `à ${name}`,
  youPlay: (side) => `vous jouez ${side}`,
  accept: 'Accepter',
  decline: 'Refuser',
  declined: (game) => `Défi refusé — ${game}`,
  withdrawn: (game) => `Défi retiré — ${game}`,
  refused: 'Ce joueur n’accepte pas vos défis.',
  youBlock: 'Vous bloquez ce joueur : débloquez-le pour le défier.',
  tooMany: 'Vous avez 10 défis en attente de réponse : retirez-en un d’abord.',
  failed: 'Cela n’a pas marché ; réessayez.',
};

const el: ChallengeWords = {
  challenge: 'Πρόκληση',
  heading: (name) => `Πρόκληση στον χρήστη ${name}`,
  game: 'Παιχνίδι',
  time: 'Ρολόι',
  colour: 'Το χρώμα σας',
  send: 'Αποστολή πρόκλησης',
  sending: 'Αποστολή…',
  cancel: 'Άκυρο',
  incomingHeading: 'Προκλήσεις για εσάς',
  outgoingHeading: 'Οι προκλήσεις σας που περιμένουν απάντηση',
  from: (name) => `από ${name}`,
  to: (name) => `προς ${name}`,
  youPlay: (side) => `παίζετε με τα ${side}`,
  accept: 'Αποδοχή',
  decline: 'Άρνηση',
  declined: (game) => `Η πρόκληση απορρίφθηκε — ${game}`,
  withdrawn: (game) => `Η πρόκληση αποσύρθηκε — ${game}`,
  refused: 'Αυτός ο παίκτης δεν δέχεται τις προκλήσεις σας.',
  youBlock: 'Έχετε αποκλείσει αυτόν τον παίκτη: άρετε τον αποκλεισμό για να τον προκαλέσετε.',
  tooMany: 'Έχετε 10 προκλήσεις που περιμένουν απάντηση: αποσύρετε πρώτα μία.',
  failed: 'Δεν πέτυχε· δοκιμάστε ξανά.',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, ChallengeWords> = { en: en, fr: fr, el };

export function challengeWords(lang: string): ChallengeWords {
  return wordsIn(byLanguage, lang);
}

export function challengeText(): ChallengeWords {
  return challengeWords(language());
}
