// The words of a challenge sent by name (issue 38), on the game's page while it waits for its answer:
// kept apart from challenge-text.ts, whose words only lazy pages need, since the game page is in the
// first load.
import { wordsIn, type Language } from './index';

export interface ChallengeSentWords {
  sentTitle: (name: string) => string;
  sentText: (name: string) => string;
  withdraw: string;
}

const en: ChallengeSentWords = {
  sentTitle: (name) => `Challenge sent to ${name}`,
  sentText: (name) => `${name} is told now, or when they next come to the site. The game starts when they open it; this page tells you.`,
  withdraw: 'Withdraw the challenge',
};

const fr: ChallengeSentWords = {
  sentTitle: (name) => `Défi envoyé à ${name}`,
  sentText: (name) => `${name} est prévenu maintenant, ou à sa prochaine visite. La partie commence quand il l’ouvre ; cette page vous le dira.`,
  withdraw: 'Retirer le défi',
};

const el: ChallengeSentWords = {
  sentTitle: (name) => `Η πρόκληση στάλθηκε στον χρήστη ${name}`,
  sentText: (name) => `Ο χρήστης ${name} ειδοποιείται τώρα ή την επόμενη φορά που θα έρθει. Η παρτίδα αρχίζει όταν την ανοίξει· αυτή η σελίδα θα σας το πει.`,
  withdraw: 'Απόσυρση πρόκλησης',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, ChallengeSentWords> = { en, fr, el };

export function challengeSentText(): ChallengeSentWords {
  return wordsIn(byLanguage);
}
