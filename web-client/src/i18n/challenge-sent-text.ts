// The words of a challenge sent by name (issue 38), on the game's page while it waits for its answer:
// kept apart from challenge-text.ts, whose words only lazy pages need, since the game page is in the
// first load.
import { language } from './index';

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

export function challengeSentText(): ChallengeSentWords {
  return language() === 'fr' ? fr : en;
}
