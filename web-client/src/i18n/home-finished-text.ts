// Home's finished games (issue 37), in both languages. Beside the catalogues rather than in them:
// en.ts and fr.ts are at their size limit.
import { language } from './index';

interface FinishedWords {
  heading: string;
  outcome: { won: string; lost: string; draw: string; aborted: string };
}

const en: FinishedWords = { heading: 'Finished', outcome: { won: 'You won', lost: 'You lost', draw: 'Draw', aborted: 'Cancelled' } };
const fr: FinishedWords = { heading: 'Terminées', outcome: { won: 'Vous avez gagné', lost: 'Vous avez perdu', draw: 'Nulle', aborted: 'Annulée' } };

export function finishedText(): FinishedWords {
  return language() === 'fr' ? fr : en;
}
