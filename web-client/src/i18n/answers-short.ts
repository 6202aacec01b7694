// The /grec/answers page's summary, first on the page: the four answers as a player says them, one
// line each, no jargon (no "plies", no "positions reachable from the start"); the figures, their
// definitions and the commands follow under "How we know". Every sentence branches on the solver's
// file (src/data/answers/), so that it stays true whatever the file says. Every language here: the
// same branches, side by side.
import { alwaysJumping, fewestOutside, jumpingCosts, sidesOf, type AnswersFile } from '../lib/answers';
import type { Language } from './index';
import { elCount, enCount, frCount } from './plural';

export interface ShortAnswers {
  title: string;
  /** The four answers, in the original text's order: [question, answer]. */
  answers(file: AnswersFile): [string, string][];
  startCaption(file: AnswersFile): string;
  howWeKnow: string;
  howWeKnowIntro: string;
}

const EN_SIDES: Record<string, string> = { black: 'Black', white: 'White' };
const FR_SIDES: Record<string, string> = { black: 'les Noirs', white: 'les Blancs' };
const EL_SIDES: Record<string, string> = { black: 'τα μαύρα', white: 'τα λευκά' };

/** What the file says, in the terms both languages need. */
function facts(file: AnswersFile) {
  const [first = '', second = ''] = sidesOf(file);
  const jumpers = alwaysJumping(file);
  const outside = file.loser_outside;
  return {
    first, second,
    start: file.solved.start.value,
    jumpingCosts: jumpingCosts(file),
    jumpingLosesBoth: jumpers.length > 0 && jumpers.every((one) => one.jumping.value === 'loss'),
    arrivals: outside.finishes,
    fewest: fewestOutside(outside),
    most: outside.most,
    drawnPositions: file.draws.drawn_positions,
    firstMoves: file.solved.first_moves.length,
    firstMovesKeep: file.solved.first_moves.filter((move) => move.value === file.solved.start.value).length,
  };
}

const en: ShortAnswers = {
  title: 'In short',
  answers(file) {
    const f = facts(file);
    const first = EN_SIDES[f.first] ?? f.first;
    const second = EN_SIDES[f.second] ?? f.second;
    const pieces = (n: number) => enCount(n, 'piece', 'pieces');
    return [
      ['Should you jump as much as possible?', !f.jumpingCosts
        ? 'Not necessarily: jumping whenever you can keeps the best result.'
        : f.jumpingLosesBoth
          ? 'No. Whichever side you play, jumping whenever you can loses against a perfect opponent.'
          : 'No. Jumping whenever you can throws away the best result against a perfect opponent.'],
      ['Does one player have a winning strategy?', f.start === 'draw'
        ? 'No. With perfect play on both sides the game is a draw: neither side can force a win.'
        : f.start === 'win' ? `Yes: ${first}, who moves first, can always force a win.` : `Yes: ${second} can always force a win, whatever ${first} does.`],
      ['How many pieces can the loser have left outside?', f.arrivals === 0
        ? 'No game is won by arriving.'
        : `When the winner’s last piece arrives, the loser still has ${f.fewest === f.most ? `exactly ${pieces(f.most)}` : `${f.fewest} to ${pieces(f.most)}`} outside the target half.`],
      ['Are draws possible?', f.drawnPositions === 0
        ? 'No: with perfect play one side always wins.'
        : f.start === 'draw'
          ? 'Yes, and perfect play always ends in one: the same position comes back a third time.'
          : 'Yes: many positions are drawn with perfect play.'],
    ];
  },
  startCaption(file) {
    const f = facts(file);
    const first = EN_SIDES[f.first] ?? f.first;
    return f.firstMovesKeep === f.firstMoves
      ? `The start. ${first} has ${f.firstMoves} first moves, and every one of them keeps the ${f.start === 'draw' ? 'draw' : 'result'}.`
      : `The start. ${f.firstMovesKeep} of ${first}’s ${f.firstMoves} first moves keep the best result.`;
  },
  howWeKnow: 'How we know',
  howWeKnowIntro: 'A program on this site played out every position Le Grec can reach from the start and worked out who wins each with perfect play. The figures below come from it; a “ply” is one move by one player, and each answer ends with the command that prints it again.',
};

const fr: ShortAnswers = {
  title: 'En bref',
  answers(file) {
    const f = facts(file);
    const first = FR_SIDES[f.first] ?? f.first;
    const second = FR_SIDES[f.second] ?? f.second;
    const pieces = (n: number) => frCount(n, 'pièce', 'pièces');
    const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
    return [
      ['Faut-il sauter le plus possible ?', !f.jumpingCosts
        ? 'Pas forcément : sauter dès qu’on le peut garde le meilleur résultat.'
        : f.jumpingLosesBoth
          ? 'Non. Quel que soit votre camp, sauter dès que vous le pouvez perd contre un adversaire parfait.'
          : 'Non. Sauter dès qu’on le peut gâche le meilleur résultat contre un adversaire parfait.'],
      ['Un joueur a-t-il une stratégie gagnante ?', f.start === 'draw'
        ? 'Non. Si les deux camps jouent parfaitement, la partie est nulle : aucun ne peut forcer la victoire.'
        : f.start === 'win' ? `Oui : ${first}, qui jouent en premier, peuvent toujours forcer la victoire.` : `Oui : ${second} peuvent toujours forcer la victoire, quoi que jouent ${first}.`],
      ['Combien de pièces le perdant peut-il avoir hors de la moitié visée ?', f.arrivals === 0
        ? 'Aucune partie ne se gagne par l’arrivée.'
        : `Quand la dernière pièce du gagnant arrive, le perdant a encore ${f.fewest === f.most ? `exactement ${pieces(f.most)}` : `de ${f.fewest} à ${pieces(f.most)}`} hors de la moitié visée.`],
      ['Les parties nulles sont-elles possibles ?', f.drawnPositions === 0
        ? 'Non : en jouant parfaitement, un camp gagne toujours.'
        : f.start === 'draw'
          ? 'Oui, et le jeu parfait y mène toujours : la même position revient une troisième fois.'
          : 'Oui : bien des positions sont nulles en jouant parfaitement.'],
    ].map(([question, answer]) => [question as string, capital(answer as string)]);
  },
  startCaption(file) {
    const f = facts(file);
    const first = FR_SIDES[f.first] ?? f.first;
    return f.firstMovesKeep === f.firstMoves
      ? `Le départ. ${first.charAt(0).toUpperCase() + first.slice(1)} ont ${f.firstMoves} premiers coups, et chacun garde ${f.start === 'draw' ? 'la nulle' : 'le résultat'}.`
      : `Le départ. ${f.firstMovesKeep} des ${f.firstMoves} premiers coups ${first === 'les Noirs' ? 'des Noirs' : `de ${first}`} gardent le meilleur résultat.`;
  },
  howWeKnow: 'Comment nous le savons',
  howWeKnowIntro: 'Un programme de ce site a parcouru toutes les positions que Le Grec peut atteindre depuis le départ et établi qui gagne chacune en jouant parfaitement. Les chiffres ci-dessous en viennent ; un « demi-coup » est le coup d’un seul joueur, et chaque réponse se termine par la commande qui l’imprime à nouveau.',
};

const el: ShortAnswers = {
  title: 'Με λίγα λόγια',
  answers(file) {
    const f = facts(file);
    const first = EL_SIDES[f.first] ?? f.first;
    const second = EL_SIDES[f.second] ?? f.second;
    const pieces = (n: number) => elCount(n, 'πιόνι', 'πιόνια');
    const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
    return [
      ['Πρέπει να πηδάτε όσο περισσότερο γίνεται;', !f.jumpingCosts
        ? 'Όχι απαραίτητα: αν πηδάτε όποτε μπορείτε, κρατάτε το καλύτερο αποτέλεσμα.'
        : f.jumpingLosesBoth
          ? 'Όχι. Με όποια πλευρά κι αν παίζετε, αν πηδάτε όποτε μπορείτε χάνετε από τέλειο αντίπαλο.'
          : 'Όχι. Αν πηδάτε όποτε μπορείτε, χαλάτε το καλύτερο αποτέλεσμα απέναντι σε τέλειο αντίπαλο.'],
      ['Έχει κάποιος παίκτης στρατηγική που κερδίζει;', f.start === 'draw'
        ? 'Όχι. Αν και οι δύο πλευρές παίζουν τέλεια, η παρτίδα είναι ισόπαλη: καμία δεν μπορεί να επιβάλει νίκη.'
        : f.start === 'win' ? `Ναι: ${first}, που παίζουν πρώτα, μπορούν πάντα να επιβάλουν νίκη.` : `Ναι: ${second} μπορούν πάντα να επιβάλουν νίκη, ό,τι κι αν παίξουν ${first}.`],
      ['Πόσα πιόνια μπορεί να έχει ο χαμένος έξω;', f.arrivals === 0
        ? 'Καμία παρτίδα δεν κερδίζεται με άφιξη.'
        : `Όταν φτάνει το τελευταίο πιόνι του νικητή, ο χαμένος έχει ακόμη ${f.fewest === f.most ? `ακριβώς ${pieces(f.most)}` : `${f.fewest} έως ${pieces(f.most)}`} έξω από το μισό-στόχο.`],
      ['Γίνεται ισοπαλία;', f.drawnPositions === 0
        ? 'Όχι: με τέλειο παιχνίδι η μία πλευρά κερδίζει πάντα.'
        : f.start === 'draw'
          ? 'Ναι, και το τέλειο παιχνίδι καταλήγει πάντα σε αυτήν: η ίδια θέση επανέρχεται τρίτη φορά.'
          : 'Ναι: πολλές θέσεις είναι ισόπαλες με τέλειο παιχνίδι.'],
    ].map(([question, answer]) => [question as string, capital(answer as string)]);
  },
  startCaption(file) {
    const f = facts(file);
    const first = EL_SIDES[f.first] ?? f.first;
    const firstOf = f.first === 'black' ? 'των μαύρων' : f.first === 'white' ? 'των λευκών' : first;
    return f.firstMovesKeep === f.firstMoves
      ? `Η αρχή. ${first.charAt(0).toUpperCase() + first.slice(1)} έχουν ${f.firstMoves} πρώτες κινήσεις, και καθεμία κρατά ${f.start === 'draw' ? 'την ισοπαλία' : 'το αποτέλεσμα'}.`
      : `Η αρχή. ${f.firstMovesKeep} από τις ${f.firstMoves} πρώτες κινήσεις ${firstOf} κρατούν το καλύτερο αποτέλεσμα.`;
  },
  howWeKnow: 'Πώς το ξέρουμε',
  howWeKnowIntro: 'Ένα πρόγραμμα αυτού του ιστότοπου εξέτασε κάθε θέση που μπορεί να προκύψει στο Le Grec από την αρχή και βρήκε ποιος κερδίζει την καθεμία με τέλειο παιχνίδι. Τα παρακάτω νούμερα προέρχονται από αυτό· «ημικίνηση» είναι μία κίνηση ενός παίκτη, και κάθε απάντηση τελειώνει με την εντολή που την ξανατυπώνει.',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, ShortAnswers> = { en, fr, el };

export function shortAnswers(lang: Language): ShortAnswers {
  return byLanguage[lang];
}
