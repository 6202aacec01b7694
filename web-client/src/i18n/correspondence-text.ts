// The words of games at one's own pace (correspondence, issue 38), in every language: the choice of
// days per move, the clock's "2 days 3 hours left" and its deadline. Small, so it loads with Home.
import { language, wordsIn, type Language } from './index';
import { elCount, enCount, frCount } from './plural';

export interface CorrespondenceWords {
  /** The clock's group in the forms: "Correspondence". */
  correspondence: string;
  /** A choice: "3 days per move". */
  perMove: (days: number) => string;
  /** A short label: "3 days/move", beside a game's title. */
  perMoveShort: (days: number) => string;
  days: (count: number) => string;
  hours: (count: number) => string;
  minutes: (count: number) => string;
  /** "2 days 3 hours left". */
  left: (amount: string) => string;
  /** "Move by Tue 8 Dec, 14:05". */
  moveBy: (date: string) => string;
  /** Once the time is up (the server ends the game at once). */
  timeUp: string;
}

const en: CorrespondenceWords = {
  correspondence: 'Correspondence',
  perMove: (days) => `${enCount(days, 'day', 'days')} per move`,
  perMoveShort: (days) => `${enCount(days, 'day', 'days')}/move`,
  days: (count) => enCount(count, 'day', 'days'),
  hours: (count) => enCount(count, 'hour', 'hours'),
  minutes: (count) => enCount(count, 'minute', 'minutes'),
  left: (amount) => `${amount} left`,
  moveBy: (date) => `Move by ${date}`,
  timeUp: 'Time is up',
};

const fr: CorrespondenceWords = {
  correspondence: 'Par correspondance',
  perMove: (days) => `${frCount(days, 'jour', 'jours')} par coup`,
  perMoveShort: (days) => `${frCount(days, 'jour', 'jours')}/coup`,
  days: (count) => frCount(count, 'jour', 'jours'),
  hours: (count) => frCount(count, 'heure', 'heures'),
  minutes: (count) => frCount(count, 'minute', 'minutes'),
  left: (amount) => `encore ${amount}`,
  moveBy: (date) => `À jouer avant le ${date}`,
  timeUp: 'Temps écoulé',
};

const el: CorrespondenceWords = {
  correspondence: 'Δι’ αλληλογραφίας',
  perMove: (days) => `${elCount(days, 'μέρα', 'μέρες')} ανά κίνηση`,
  perMoveShort: (days) => `${elCount(days, 'μέρα', 'μέρες')}/κίνηση`,
  days: (count) => elCount(count, 'μέρα', 'μέρες'),
  hours: (count) => elCount(count, 'ώρα', 'ώρες'),
  minutes: (count) => elCount(count, 'λεπτό', 'λεπτά'),
  left: (amount) => `απομένουν ${amount}`,
  moveBy: (date) => `Κίνηση έως ${date}`,
  timeUp: 'Ο χρόνος τελείωσε',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, CorrespondenceWords> = { en: en, fr: fr, el };

export function correspondenceWords(lang: string): CorrespondenceWords {
  return wordsIn(byLanguage, lang);
}

export function correspondenceText(): CorrespondenceWords {
  return correspondenceWords(language());
}
