// The words of "Learn from your mistakes" (../views/learn-mistakes.ts), in every language. Beside the
// catalogues rather than in them: en.ts and fr.ts are at their size limit, and these words are needed
// only once a lesson starts (a lazy chunk); the button that starts it says its words in analysis-text.ts.
// Sides come as the catalogue's keys ("dark"), named as analysis-text.ts names them.
import { t, wordsIn, type Language } from './index';
import { Les } from './fr';
import { elForm, pluralForm } from './plural';
import type { Judgement } from '../lib/move-judgement';

interface LearnWords {
  heading: string;
  /** "Mistake 2 of 4". */
  counter: (index: number, total: number) => string;
  /** The exercise asked: which move was played (numbered as the move list), judged, and what to do. */
  ask: (side: string, number: string, move: string, judgement: Judgement) => string;
  checking: string;
  good: (move: string) => string;
  /** A wrong try, with the judgement it would have had. */
  notQuite: (move: string, judgement: Judgement) => string;
  solution: (move: string) => string;
  next: string;
  skip: string;
  finish: string;
  /** "3 of 4 found". */
  summary: (found: number, total: number) => string;
  /** Each mistake's line in the summary: its number and move, then what became of it. */
  outcome: { found: string; shown: string; skipped: string };
  again: string;
  back: string;
  failed: (why: string) => string;
}

const Side = (side: string) => (t().sides as Record<string, string>)[side] ?? side;
const anEn: Record<Judgement, string> = {
  best: 'the best move', good: 'a good move', lost: 'lost whatever you play', inaccuracy: 'an inaccuracy', mistake: 'a mistake', blunder: 'a blunder',
};

const en: LearnWords = {
  heading: 'Learn from your mistakes',
  counter: (index, total) => `Mistake ${index} of ${total}`,
  ask: (side, number, move, judgement) => `${Side(side)} played ${number} ${move}: ${anEn[judgement]}. Find a better move for ${Side(side)}.`,
  checking: 'Checking your move…',
  good: (move) => `Good — that’s it: ${move}.`,
  notQuite: (move, judgement) => `Not quite, try again: ${move} would be ${anEn[judgement]}.`,
  solution: (move) => `The solution: ${move}.`,
  next: 'Next mistake',
  skip: 'Skip',
  finish: 'See the summary',
  summary: (found, total) => `${found} of ${total} found`,
  outcome: { found: 'found', shown: 'solution shown', skipped: 'skipped' },
  again: 'Start again',
  back: 'Back to the analysis',
  failed: (why) => `The engine could not check the move: ${why}`,
};

const unFr: Record<Judgement, string> = {
  best: 'le meilleur coup', good: 'un bon coup', lost: 'perdu quoi que vous jouiez', inaccuracy: 'une imprécision', mistake: 'une erreur', blunder: 'une gaffe',
};

const fr: LearnWords = {
  heading: 'Apprendre de vos erreurs',
  counter: (index, total) => `Erreur ${index} sur ${total}`,
  ask: (side, number, move, judgement) => `${Les(side)} ont joué ${number} ${move} : ${unFr[judgement]}. Trouvez un meilleur coup pour ${Les(side).replace(/^L/, 'l')}.`,
  checking: 'Vérification de votre coup…',
  good: (move) => `Bien — c’est ça : ${move}.`,
  notQuite: (move, judgement) => `Pas tout à fait, essayez encore : ${move} serait ${unFr[judgement]}.`,
  solution: (move) => `La solution : ${move}.`,
  next: 'Erreur suivante',
  skip: 'Passer',
  finish: 'Voir le bilan',
  summary: (found, total) => `${found} sur ${total} ${pluralForm('fr', found, { one: 'trouvée', other: 'trouvées' })}`,
  outcome: { found: 'trouvée', shown: 'solution montrée', skipped: 'passée' },
  again: 'Recommencer',
  back: 'Retour à l’analyse',
  failed: (why) => `L’ordinateur n’a pas pu vérifier le coup : ${why}`,
};

const elJudged: Record<Judgement, string> = {
  best: 'η καλύτερη κίνηση', good: 'καλή κίνηση', lost: 'χαμένο ό,τι κι αν παίξετε', inaccuracy: 'ανακρίβεια', mistake: 'λάθος', blunder: 'γκάφα',
};

const el: LearnWords = {
  heading: 'Μάθετε από τα λάθη σας',
  counter: (index, total) => `Λάθος ${index} από ${total}`,
  ask: (side, number, move, judgement) => `${Side(side)} έπαιξαν ${number} ${move}: ${elJudged[judgement]}. Βρείτε καλύτερη κίνηση για ${Side(side)}.`,
  checking: 'Έλεγχος της κίνησής σας…',
  good: (move) => `Σωστά — αυτή είναι: ${move}.`,
  notQuite: (move, judgement) => `Όχι ακριβώς, δοκιμάστε ξανά: ${move} θα ήταν ${elJudged[judgement]}.`,
  solution: (move) => `Η λύση: ${move}.`,
  next: 'Επόμενο λάθος',
  skip: 'Παράλειψη',
  finish: 'Δείτε τον απολογισμό',
  summary: (found, total) => `${elForm(found, 'Βρέθηκε', 'Βρέθηκαν')} ${found} από ${total}`,
  outcome: { found: 'βρέθηκε', shown: 'δείχτηκε η λύση', skipped: 'παραλείφθηκε' },
  again: 'Από την αρχή',
  back: 'Πίσω στην ανάλυση',
  failed: (why) => `Ο υπολογιστής δεν μπόρεσε να ελέγξει την κίνηση: ${why}`,
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, LearnWords> = { en, fr, el };

export function learnWords(): LearnWords {
  return wordsIn(byLanguage);
}
