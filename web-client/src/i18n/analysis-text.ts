// The engine analysis's words (../views/analysis-panel.ts), in every language. Beside the catalogues
// rather than in them: en.ts and fr.ts are at their size limit, and these words are needed only
// once the viewer is opened (a lazy chunk).
import { wordsIn, type Language } from './index';
import { elCount } from './plural';
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
  /** "Light: 2 inaccuracies, 1 mistake, no blunder" */
  summary: (side: string, inaccuracies: number, mistakes: number, blunders: number) => string;
  /** The move that led to the position shown, judged; `better` when the engine preferred another. */
  moveJudged: (side: string, move: string, judgement: Judgement, better: string | null) => string;
  /** The position shown: the evaluation for the first side, or a forced result. */
  evaluation: (score: number | null, firstSide: string, secondSide: string) => string;
  /** A Petteia endgame table's exact value, for the side to move (`mover`): plies to the next capture. */
  table: (exact: ExactValue, mover: string) => string;
  finished: string;
  bestLine: (line: string) => string;
  playOn: string;
  playOnFailed: (why: string) => string;
}

const plural = (n: number, one: string, many: string) => `${n === 0 ? 'no' : n} ${n === 1 ? one : many}`;
const pluriel = (n: number, one: string, many: string) => `${n === 0 ? 'aucune' : n} ${n <= 1 ? one : many}`;
const FORCED = 29000;
const WIN = 30000;

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
  judgements: { best: 'best move', good: 'good move', inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' },
  summary: (side, i, m, b) => `${side}: ${plural(i, 'inaccuracy', 'inaccuracies')}, ${plural(m, 'mistake', 'mistakes')}, ${plural(b, 'blunder', 'blunders')}`,
  moveJudged: (side, move, judgement, better) => `${side} played ${move}: ${en.judgements[judgement]}.${better ? ` The engine preferred ${better}.` : ''}`,
  evaluation: (score, first, second) => {
    if (score === null) return '';
    if (score >= FORCED) return `${first} wins by force in ${WIN - score} ${WIN - score === 1 ? 'ply' : 'plies'}.`;
    if (score <= -FORCED) return `${second} wins by force in ${WIN + score} ${WIN + score === 1 ? 'ply' : 'plies'}.`;
    if (Math.abs(score) < 15) return 'Even position.';
    return `${score > 0 ? first : second} is better by ${(Math.abs(score) / 100).toFixed(1)} ${Math.abs(score) < 150 ? 'piece' : 'pieces'}.`;
  },
  table: ({ result, plies }, mover) => (result === 'draw' ? 'Endgame table: a draw with best play.'
    : `Endgame table: ${mover}, to move, ${result === 'win' ? 'wins' : 'loses'} in ${plies} ${plies === 1 ? 'ply' : 'plies'} (to the next capture).`),
  finished: 'The game is over here.',
  bestLine: (line) => `Best: ${line}`,
  playOn: 'Play on from here against the computer',
  playOnFailed: (why) => `The game could not start: ${why}`,
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
  judgements: { best: 'meilleur coup', good: 'bon coup', inaccuracy: 'imprécision', mistake: 'erreur', blunder: 'gaffe' },
  summary: (side, i, m, b) => `${side} : ${pluriel(i, 'imprécision', 'imprécisions')}, ${pluriel(m, 'erreur', 'erreurs')}, ${pluriel(b, 'gaffe', 'gaffes')}`,
  moveJudged: (side, move, judgement, better) => `${side} a joué ${move} : ${fr.judgements[judgement]}.${better ? ` L’ordinateur préférait ${better}.` : ''}`,
  evaluation: (score, first, second) => {
    if (score === null) return '';
    if (score >= FORCED) return `${first} gagne de force en ${WIN - score} demi-coup${WIN - score === 1 ? '' : 's'}.`;
    if (score <= -FORCED) return `${second} gagne de force en ${WIN + score} demi-coup${WIN + score === 1 ? '' : 's'}.`;
    if (Math.abs(score) < 15) return 'Position égale.';
    return `${score > 0 ? first : second} est mieux de ${(Math.abs(score) / 100).toFixed(1).replace('.', ',')} pièce${Math.abs(score) < 150 ? '' : 's'}.`;
  },
  table: ({ result, plies }, mover) => (result === 'draw' ? 'Table de finale : nulle avec le meilleur jeu.'
    : `Table de finale : ${mover}, au trait, ${result === 'win' ? 'gagne' : 'perd'} en ${plies} demi-coup${plies === 1 ? '' : 's'} (jusqu’à la prochaine prise).`),
  finished: 'La partie est finie ici.',
  bestLine: (line) => `Meilleur : ${line}`,
  playOn: 'Continuer d’ici contre l’ordinateur',
  playOnFailed: (why) => `La partie n’a pas pu commencer : ${why}`,
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
  judgements: { best: 'καλύτερη κίνηση', good: 'καλή κίνηση', inaccuracy: 'ανακρίβεια', mistake: 'λάθος', blunder: 'γκάφα' },
  summary: (side, i, m, b) => `${side}: ${πλήθος(i, 'καμία', 'ανακρίβεια', 'ανακρίβειες')}, ${πλήθος(m, 'κανένα', 'λάθος', 'λάθη')}, ${πλήθος(b, 'καμία', 'γκάφα', 'γκάφες')}`,
  moveJudged: (side, move, judgement, better) => `${side}: ${move}, ${el.judgements[judgement]}.${better ? ` Ο υπολογιστής προτιμούσε ${better}.` : ''}`,
  evaluation: (score, first, second) => {
    if (score === null) return '';
    if (score >= FORCED) return `${first}: αναγκαστική νίκη σε ${ημικινήσεις(WIN - score)}.`;
    if (score <= -FORCED) return `${second}: αναγκαστική νίκη σε ${ημικινήσεις(WIN + score)}.`;
    if (Math.abs(score) < 15) return 'Ισόπαλη θέση.';
    return `${score > 0 ? first : second}: υπεροχή ${(Math.abs(score) / 100).toFixed(1).replace('.', ',')} ${Math.abs(score) < 150 ? 'πιονιού' : 'πιονιών'}.`;
  },
  table: ({ result, plies }, mover) => (result === 'draw' ? 'Πίνακας φινάλε: ισοπαλία με το καλύτερο παιχνίδι.'
    : `Πίνακας φινάλε: ${mover}, που έχουν σειρά, ${result === 'win' ? 'κερδίζουν' : 'χάνουν'}${plies === null ? '' : ` σε ${ημικινήσεις(plies)}`} (ως την επόμενη αιχμαλωσία).`),
  finished: 'Η παρτίδα τελειώνει εδώ.',
  bestLine: (line) => `Καλύτερη: ${line}`,
  playOn: 'Συνέχεια από εδώ με τον υπολογιστή',
  playOnFailed: (why) => `Η παρτίδα δεν ξεκίνησε: ${why}`,
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, AnalysisWords> = { en: en, fr: fr, el };

export function analysisWords(): AnalysisWords {
  return wordsIn(byLanguage);
}
