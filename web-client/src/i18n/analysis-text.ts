// The engine analysis's words (../views/analysis-panel.ts), in every language. Beside the catalogues
// rather than in them: en.ts and fr.ts are at their size limit, and these words are needed only
// once the viewer is opened (a lazy chunk). Sides come as the catalogue's keys ("light"): English
// names them as the site's sides ("Light"), French as the players ("Les clairs"), as the game page does.
import { t, wordsIn, type Language } from './index';
import { Les } from './fr';
import { elCount, enCount, enForm, frCount, frForm } from './plural';
import type { ExactValue, Judgement } from '../lib/move-judgement';

interface AnalysisWords {
  heading: string;
  intro: string;
  start: string;
  stop: string;
  again: string;
  progress: (done: number, total: number) => string;
  stopped: (done: number, total: number) => string;
  failed: (why: string) => string;
  graph: string;
  judgements: Record<Judgement, string>;
  /** "Light: accuracy 87 %, 2 inaccuracies, 1 mistake, no blunder" (accuracy null: not known yet). */
  summary: (side: string, accuracy: number | null, inaccuracies: number, mistakes: number, blunders: number) => string;
  /**
   * The move that led to the position shown, judged; `better` when the engine preferred another;
   * `given`: the material it cost against the engine's move, given away or not won (the engine's units, 100 a piece).
   */
  moveJudged: (side: string, move: string, judgement: Judgement, better: string | null, given: number) => string;
  /** The position shown: the evaluation for the first side, or a forced result. */
  evaluation: (score: number | null, firstSide: string, secondSide: string) => string;
  /** A Petteia endgame table's exact value, for the side to move (`mover`): plies to the next capture. */
  table: (exact: ExactValue, mover: string) => string;
  finished: string;
  bestLine: (line: string) => string;
  /** The three best lines (MultiPV), asked for the position shown. */
  linesButton: string;
  linesHeading: string;
  linesSearching: string;
  linesFailed: (why: string) => string;
  playOn: string;
  playOnFailed: (why: string) => string;
  /** "Learn from your mistakes" when the page knows the player's side (a game played in this browser)… */
  learn: string;
  /** …else one button per side with mistakes to replay. */
  learnSide: (side: string) => string;
  /** The player's side made no mistake to replay. */
  learnNone: string;
}

const plural = (n: number, one: string, many: string) => `${n === 0 ? 'no' : n} ${enForm(n, one, many)}`;
const pluriel = (n: number, one: string, many: string) => `${n === 0 ? 'aucune' : n} ${frForm(n, one, many)}`;
const FORCED = 29000;
const WIN = 30000;
/** The engine's units as pieces, one decimal unless whole: 100 → "1", 120 → "1.2". */
const pieces = (units: number) => (Math.round(Math.abs(units) / 10) / 10).toString();
/** A side in English: "Light". */
const Side = (side: string) => (t().sides as Record<string, string>)[side] ?? side;

const en: AnalysisWords = {
  heading: 'Computer analysis',
  intro: 'Your browser analyses every position of the game, at the Advanced level’s depth: nothing is sent to the server.',
  start: 'Analyse the game',
  stop: 'Stop',
  again: 'Analyse again',
  progress: (done, total) => `Analysing position ${done} of ${total}…`,
  stopped: (done, total) => `Stopped after ${done} of ${total} positions.`,
  failed: (why) => `The analysis could not run: ${why}`,
  graph: 'Evaluation of each position: above the middle line the first side is better. Tap a point to go to that move.',
  judgements: { best: 'best move', good: 'good move', lost: 'lost whatever you play', inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' },
  summary: (side, accuracy, i, m, b) => `${Side(side)}: ${accuracy === null ? '' : `accuracy ${Math.round(accuracy)} %, `}${plural(i, 'inaccuracy', 'inaccuracies')}, ${plural(m, 'mistake', 'mistakes')}, ${plural(b, 'blunder', 'blunders')}`,
  moveJudged: (side, move, judgement, better, given) => {
    const played = `${Side(side)} played ${move}: `;
    if (judgement === 'lost') return `${played}lost whatever you play.${better ? ` The engine would have played ${better}.` : ''}`;
    const keeps = given >= 100 && better ? ` With ${better}, ${Side(side)} would be ${pieces(given)} ${pieces(given) === '1' ? 'piece' : 'pieces'} better off.` : '';
    return `${played}${en.judgements[judgement]}.${keeps || (better ? ` The engine preferred ${better}.` : '')}`;
  },
  evaluation: (score, first, second) => {
    if (score === null) return '';
    if (score >= FORCED) return `${Side(first)} wins by force in ${enCount(WIN - score, 'ply', 'plies')}.`;
    if (score <= -FORCED) return `${Side(second)} wins by force in ${enCount(WIN + score, 'ply', 'plies')}.`;
    if (Math.abs(score) < 15) return 'Even position.';
    const amount = (Math.abs(score) / 100).toFixed(1);
    return `${Side(score > 0 ? first : second)} is better by ${amount} ${amount === '1.0' ? 'piece' : 'pieces'}.`;
  },
  table: ({ result, plies }, mover) => (result === 'draw' ? 'Endgame table: a draw with best play.'
    : `Endgame table: ${Side(mover)}, to move, ${result === 'win' ? 'wins' : 'loses'}${plies === null ? '' : ` in ${enCount(plies, 'ply', 'plies')} (to the next capture)`}.`),
  finished: 'The game is over here.',
  bestLine: (line) => `Best: ${line}`,
  linesButton: 'Show the three best lines',
  linesHeading: 'The three best lines',
  linesSearching: 'Looking for the three best lines…',
  linesFailed: (why) => `The lines could not be found: ${why}`,
  playOn: 'Play on from here against the computer',
  playOnFailed: (why) => `The game could not start: ${why}`,
  learn: 'Learn from your mistakes',
  learnSide: (side) => `Learn from ${Side(side)}’s mistakes`,
  learnNone: 'No mistake of yours to replay in this game: well played.',
};

const fr: AnalysisWords = {
  heading: 'Analyse de l’ordinateur',
  intro: 'Votre navigateur analyse chaque position de la partie, à la profondeur du niveau Avancé : rien n’est envoyé au serveur.',
  start: 'Analyser la partie',
  stop: 'Arrêter',
  again: 'Analyser à nouveau',
  progress: (done, total) => `Analyse de la position ${done} sur ${total}…`,
  stopped: (done, total) => `Arrêtée après ${done} positions sur ${total}.`,
  failed: (why) => `L’analyse n’a pas pu se faire : ${why}`,
  graph: 'Évaluation de chaque position : au-dessus de la ligne du milieu, le premier camp est mieux. Touchez un point pour aller à ce coup.',
  judgements: { best: 'meilleur coup', good: 'bon coup', lost: 'perdu quoi que vous jouiez', inaccuracy: 'imprécision', mistake: 'erreur', blunder: 'gaffe' },
  summary: (side, accuracy, i, m, b) => `${Les(side)} : ${accuracy === null ? '' : `précision ${Math.round(accuracy)} %, `}${pluriel(i, 'imprécision', 'imprécisions')}, ${pluriel(m, 'erreur', 'erreurs')}, ${pluriel(b, 'gaffe', 'gaffes')}`,
  moveJudged: (side, move, judgement, better, given) => {
    const played = `${Les(side)} ont joué ${move} : `;
    if (judgement === 'lost') return `${played}perdu quoi que vous jouiez.${better ? ` L’ordinateur aurait joué ${better}.` : ''}`;
    // French counts under 2 in the singular: « 1,5 pièce ».
    const count = pieces(given).replace('.', ',');
    const keeps = given >= 100 && better ? ` Avec ${better}, ${Les(side).replace(/^L/, 'l')} auraient ${count} pièce${given >= 200 ? 's' : ''} de mieux.` : '';
    return `${played}${fr.judgements[judgement]}.${keeps || (better ? ` L’ordinateur préférait ${better}.` : '')}`;
  },
  evaluation: (score, first, second) => {
    if (score === null) return '';
    if (score >= FORCED) return `${Les(first)} gagnent de force en ${frCount(WIN - score, 'demi-coup', 'demi-coups')}.`;
    if (score <= -FORCED) return `${Les(second)} gagnent de force en ${frCount(WIN + score, 'demi-coup', 'demi-coups')}.`;
    if (Math.abs(score) < 15) return 'Position égale.';
    return `${Les(score > 0 ? first : second)} sont mieux de ${(Math.abs(score) / 100).toFixed(1).replace('.', ',')} pièce${Math.abs(score) < 200 ? '' : 's'}.`;
  },
  table: ({ result, plies }, mover) => (result === 'draw' ? 'Table de finale : nulle avec le meilleur jeu.'
    : `Table de finale : ${Les(mover).replace(/^L/, 'l')}, au trait, ${result === 'win' ? 'gagnent' : 'perdent'}${plies === null ? '' : ` en ${frCount(plies, 'demi-coup', 'demi-coups')} (jusqu’à la prochaine prise)`}.`),
  finished: 'La partie est finie ici.',
  bestLine: (line) => `Meilleur : ${line}`,
  linesButton: 'Voir les trois meilleures suites',
  linesHeading: 'Les trois meilleures suites',
  linesSearching: 'Recherche des trois meilleures suites…',
  linesFailed: (why) => `Les suites n’ont pas pu être trouvées : ${why}`,
  playOn: 'Continuer d’ici contre l’ordinateur',
  playOnFailed: (why) => `La partie n’a pas pu commencer : ${why}`,
  learn: 'Apprendre de vos erreurs',
  learnSide: (side) => `Apprendre des erreurs ${Les(side).replace(/^Les/, 'des')}`,
  learnNone: 'Aucune erreur de votre part à rejouer dans cette partie : bien joué.',
};

/** "2 ανακρίβειες", "καμία ανακρίβεια": Greek's forms by Intl.PluralRules, "none" in the word's gender. */
const πλήθος = (n: number, none: string, one: string, many: string) => (n === 0 ? `${none} ${one}` : elCount(n, one, many));
const ημικινήσεις = (n: number) => elCount(n, 'ημικίνηση', 'ημικινήσεις');

const el: AnalysisWords = {
  heading: 'Ανάλυση υπολογιστή',
  intro: 'Ο φυλλομετρητής σας αναλύει κάθε θέση της παρτίδας, στο βάθος του επιπέδου «Προχωρημένος»: τίποτα δεν στέλνεται στον διακομιστή.',
  start: 'Ανάλυση της παρτίδας',
  stop: 'Διακοπή',
  again: 'Νέα ανάλυση',
  progress: (done, total) => `Ανάλυση θέσης ${done} από ${total}…`,
  stopped: (done, total) => `Διακόπηκε μετά από ${done} από ${total} θέσεις.`,
  failed: (why) => `Η ανάλυση δεν έγινε: ${why}`,
  graph: 'Αξιολόγηση κάθε θέσης: πάνω από τη μεσαία γραμμή υπερέχει η πρώτη πλευρά. Αγγίξτε ένα σημείο για να πάτε σε εκείνη την κίνηση.',
  judgements: { best: 'καλύτερη κίνηση', good: 'καλή κίνηση', lost: 'χαμένο ό,τι κι αν παίξετε', inaccuracy: 'ανακρίβεια', mistake: 'λάθος', blunder: 'γκάφα' },
  summary: (side, accuracy, i, m, b) => `${Side(side)}: ${accuracy === null ? '' : `ακρίβεια ${Math.round(accuracy)} %, `}${πλήθος(i, 'καμία', 'ανακρίβεια', 'ανακρίβειες')}, ${πλήθος(m, 'κανένα', 'λάθος', 'λάθη')}, ${πλήθος(b, 'καμία', 'γκάφα', 'γκάφες')}`,
  moveJudged: (side, move, judgement, better, given) => {
    const played = `${Side(side)} έπαιξαν ${move}: `;
    if (judgement === 'lost') return `${played}χαμένο ό,τι κι αν παίξετε.${better ? ` Ο υπολογιστής θα έπαιζε ${better}.` : ''}`;
    const keeps = given >= 100 && better ? ` Με ${better}, ${Side(side)} θα είχαν ${pieces(given).replace('.', ',')} ${pieces(given) === '1' ? 'πιόνι' : 'πιόνια'} περισσότερα.` : '';
    return `${played}${el.judgements[judgement]}.${keeps || (better ? ` Ο υπολογιστής προτιμούσε ${better}.` : '')}`;
  },
  evaluation: (score, first, second) => {
    if (score === null) return '';
    if (score >= FORCED) return `${Side(first)}: αναγκαστική νίκη σε ${ημικινήσεις(WIN - score)}.`;
    if (score <= -FORCED) return `${Side(second)}: αναγκαστική νίκη σε ${ημικινήσεις(WIN + score)}.`;
    if (Math.abs(score) < 15) return 'Ισόπαλη θέση.';
    return `${Side(score > 0 ? first : second)}: υπεροχή ${(Math.abs(score) / 100).toFixed(1).replace('.', ',')} ${Math.abs(score) < 150 ? 'πιονιού' : 'πιονιών'}.`;
  },
  table: ({ result, plies }, mover) => (result === 'draw' ? 'Πίνακας φινάλε: ισοπαλία με το καλύτερο παιχνίδι.'
    : `Πίνακας φινάλε: ${Side(mover)}, που έχουν σειρά, ${result === 'win' ? 'κερδίζουν' : 'χάνουν'}${plies === null ? '' : ` σε ${ημικινήσεις(plies)}`} (ως την επόμενη αιχμαλωσία).`),
  finished: 'Η παρτίδα τελειώνει εδώ.',
  bestLine: (line) => `Καλύτερη: ${line}`,
  linesButton: 'Δείτε τις τρεις καλύτερες συνέχειες',
  linesHeading: 'Οι τρεις καλύτερες συνέχειες',
  linesSearching: 'Αναζήτηση των τριών καλύτερων συνεχειών…',
  linesFailed: (why) => `Οι συνέχειες δεν βρέθηκαν: ${why}`,
  playOn: 'Συνέχεια από εδώ με τον υπολογιστή',
  playOnFailed: (why) => `Η παρτίδα δεν ξεκίνησε: ${why}`,
  learn: 'Μάθετε από τα λάθη σας',
  learnSide: (side) => `Μάθετε από τα λάθη: ${Side(side)}`,
  learnNone: 'Κανένα λάθος σας να ξαναπαίξετε σε αυτή την παρτίδα: μπράβο.',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, AnalysisWords> = { en: en, fr: fr, el };

export function analysisWords(): AnalysisWords {
  return wordsIn(byLanguage);
}
