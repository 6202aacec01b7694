// The /grec/answers page in Greek (loaded with the page, a lazy chunk). Every figure is a parameter,
// read from the solver's file (src/data/answers/): the sentences branch on the values, as the English
// ones do (./answers-en.ts), so that they stay true whatever the file says. Plural forms by
// Intl.PluralRules (./plural.ts); the sides are neuter plurals ("τα μαύρα κερδίζουν").
import type { Outcome, SolvedValue } from '../lib/solution';
import {
  alwaysJumping, countsOutside, fewestOutside, firstMovesByValue, jumpingCosts, mostOutside, percent, sidesOf,
  type AnswersFile, type Finishes, type OutsideCount,
} from '../lib/answers';
import { displayMove } from '../lib/notation';
import type { AnswersWords, Count } from './answers-en';
import { elForm } from './plural';

const SIDES: Record<string, string> = { black: 'μαύρα', white: 'λευκά', light: 'ανοιχτά', dark: 'σκούρα' };
const ta = (name: string): string => `τα ${SIDES[name] ?? name}`;
const Ta = (name: string): string => `Τα ${SIDES[name] ?? name}`;
/** "με τα μαύρα" ("with Black"). */
const withSide = (name: string): string => `με ${ta(name)}`;
const plies = (count: Count, n: number): string => `${count(n)} ${elForm(n, 'ημικίνηση', 'ημικινήσεις')}`;
const pieces = (count: Count, n: number): string => `${count(n)} ${elForm(n, 'πιόνι', 'πιόνια')}`;
const positions = (n: number): string => elForm(n, 'τελική θέση', 'τελικές θέσεις');
const share = (part: number, whole: number): string => {
  const value = percent(part, whole);
  return value === null ? '' : ` (${value}%)`;
};
/** "χάνετε σε 18 ημικινήσεις", "ισοπαλία", "κερδίζετε σε 7 ημικινήσεις". */
const result = (count: Count, outcome: Outcome): string =>
  outcome.value === 'draw' ? 'φέρνετε ισοπαλία' : `${outcome.value === 'win' ? 'κερδίζετε' : 'χάνετε'}${outcome.plies === null ? '' : ` σε ${plies(count, outcome.plies)}`}`;
const valueWord: Record<SolvedValue, [string, string]> = { win: ['κερδισμένη', 'κερδισμένες'], draw: ['ισόπαλη', 'ισόπαλες'], loss: ['χαμένη', 'χαμένες'] };
const list = (items: string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} και ${items[items.length - 1]}`);

/** "1 πιόνι σε 448 από αυτές, 2 σε 42". */
function breakdown(count: Count, outside: OutsideCount): string {
  return list(countsOutside(outside).map((entry, index) =>
    `${index === 0 ? pieces(count, entry.outside) : count(entry.outside)} σε ${count(entry.finishes)}`));
}

function finishesText(count: Count, finishes: Finishes): string[] {
  const texts: string[] = [];
  texts.push(finishes.finishes === 0
    ? 'Κανένα τέλος δεν είναι άφιξη του νικητή.'
    : `Όταν φτάνει ο νικητής (${count(finishes.finishes)} ${positions(finishes.finishes)}), ο χαμένος έχει το πολύ ${pieces(count, finishes.most)} έξω από τον στόχο του: ${breakdown(count, finishes)}.`);
  const blockades = finishes.blockades;
  texts.push(blockades.finishes === 0
    ? 'Κανένα τέλος δεν αφήνει παίκτη χωρίς νόμιμη κίνηση.'
    : `Όταν ο παίκτης που έχει σειρά δεν έχει νόμιμη κίνηση και χάνει (${count(blockades.finishes)} ${positions(blockades.finishes)}), έχει έως ${pieces(count, blockades.most)} έξω από τον στόχο του: ${breakdown(count, blockades)}.`);
  return texts;
}

export const answersEl: AnswersWords = {
  title: 'Το Le Grec λυμένο: οι τέσσερις ερωτήσεις',
  contents: 'Παιχνίδια',
  mirrorTitle: 'Κατοπτρική άφιξη',
  mirrorIntro: 'Οι ίδιες τέσσερις ερωτήσεις για την παραλλαγή όπου κάθε πλευρά πρέπει να τελειώσει ακριβώς στα τετράγωνα όπου ξεκίνησε η άλλη.',
  command: 'Αναπαραγωγή:',
  rulesLink: 'Οι κανόνες του Le Grec και της κατοπτρικής άφιξης',
  missing: 'Τα νούμερα του επιλυτή για αυτό το παιχνίδι δεν είναι διαθέσιμα.',
  jumps: (file: AnswersFile, count: Count) => {
    const jumps = file.jumps;
    const sides = alwaysJumping(file);
    const outcomes = sides.map((one) => `${withSide(one.side)} ${result(count, one.jumping)}`);
    const start = file.solved.start.value;
    const first = sidesOf(file)[0] ?? '';
    const perfect = start === 'draw' ? 'η αρχή είναι ισοπαλία' : `${ta(first)}, που παίζουν πρώτα, ${start === 'win' ? 'κερδίζουν' : 'χάνουν'}`;
    return {
      question: 'Πρέπει να πηδάτε όσο περισσότερο γίνεται;',
      answer: `${jumpingCosts(file) ? 'Όχι.' : 'Από την αρχή δεν κοστίζει τίποτα.'} Αν πηδάτε όποτε μπορείτε (διαλέγοντας το καλύτερο πήδημα) απέναντι σε τέλειο αντίπαλο: ${list(outcomes)}· με τέλειο παιχνίδι ${perfect}.`,
      details: [
        `Από τις ${count(jumps.positions)} ημιτελείς θέσεις που προκύπτουν από την αρχή, ${count(jumps.with_jump)}${share(jumps.with_jump, jumps.positions)} επιτρέπουν πήδημα. Ένα πήδημα είναι ανάμεσα στις καλύτερες κινήσεις σε ${count(jumps.best_includes_jump)} από αυτές${share(jumps.best_includes_jump, jumps.with_jump)} και το μόνο είδος καλύτερης κίνησης σε ${count(jumps.best_only_jumps)}${share(jumps.best_only_jumps, jumps.with_jump)}· σε ${count(jumps.jump_loses_value)}${share(jumps.jump_loses_value, jumps.with_jump)} κάθε πήδημα χειροτερεύει το αποτέλεσμα (μια κερδισμένη θέση παύει να είναι κερδισμένη, μια ισόπαλη χάνεται), οπότε εκεί το πήδημα είναι λάθος.`,
      ],
    };
  },
  strategy: (file: AnswersFile, count: Count) => {
    const solved = file.solved;
    const [firstName = '', secondName = ''] = sidesOf(file);
    const start = solved.start;
    const inPlies = start.plies === null ? '' : ` σε ${plies(count, start.plies)}`;
    const answer = start.value === 'draw'
      ? `Όχι. Με τέλειο παιχνίδι και από τις δύο πλευρές η παρτίδα είναι ισόπαλη: ούτε ${ta(firstName)}, που παίζουν πρώτα, ούτε ${ta(secondName)} μπορούν να επιβάλουν νίκη.`
      : start.value === 'win'
        ? `Ναι: ${ta(firstName)}, που παίζουν πρώτα, κερδίζουν${inPlies} με τέλειο παιχνίδι.`
        : `Ναι: ${ta(secondName)} κερδίζουν${inPlies} με τέλειο παιχνίδι, όποιο κι αν είναι το άνοιγμα ${firstName === 'black' ? 'των μαύρων' : firstName === 'white' ? 'των λευκών' : ta(firstName)}.`;
    const groups = firstMovesByValue(file).map((group) => {
      const [one, many] = valueWord[group.value];
      return `${list(group.moves.map(displayMove))} είναι ${elForm(group.moves.length, one, many)} για ${ta(firstName)}`;
    });
    return {
      question: 'Έχει κάποιος παίκτης στρατηγική που κερδίζει;',
      answer,
      details: [
        `Ο επιλυτής δίνει σε καθεμία από τις ${count(solved.positions)} θέσεις που προκύπτουν από την αρχή την αξία της για τον παίκτη που έχει σειρά: ${count(solved.wins)}${share(solved.wins, solved.positions)} είναι κερδισμένες, ${count(solved.losses)}${share(solved.losses, solved.positions)} χαμένες και ${count(solved.draws)}${share(solved.draws, solved.positions)} ισόπαλες. Η μεγαλύτερη παρτίδα με το καλύτερο παιχνίδι από κερδισμένη θέση κρατά ${plies(count, solved.longest_plies)}.`,
        ...(groups.length ? [`Οι πρώτες κινήσεις για ${ta(firstName)}: ${list(groups)}.`] : []),
      ],
    };
  },
  loser: (file: AnswersFile, count: Count) => {
    const all = file.loser_outside;
    const most = mostOutside(all);
    const mistake = all.after_one_mistake;
    const mistakeMost = mostOutside(mistake);
    const mistakeCount = mistake.finishes + mistake.blockades.finishes;
    const fewest = fewestOutside(all);
    const arrival = all.finishes === 0
      ? 'Καμία παρτίδα δεν κερδίζεται με άφιξη'
      : `Όταν φτάνει ο νικητής: ${fewest === all.most ? `πάντα ακριβώς ${pieces(count, all.most)}` : `από ${count(fewest)} έως ${pieces(count, all.most)}`}`;
    const blockade = all.blockades.finishes === 0 ? '' : `· όταν ο χαμένος μένει χωρίς κίνηση: έως ${pieces(count, all.blockades.most)}`;
    return {
      question: 'Πόσα πιόνια μπορεί να έχει ο χαμένος έξω από το μισό-στόχο;',
      answer: `${arrival}${blockade}. ${most === 0 ? 'Κανένα' : `Έως ${pieces(count, most)}`} σε όλες τις τελικές θέσεις που προκύπτουν από την αρχή.`,
      details: [
        ...finishesText(count, all),
        mistakeCount === 0
          ? 'Όταν και οι δύο παίζουν τέλεια ώσπου ο ένας να κάνει την πρώτη κίνηση που χάνει, και μετά παίζουν και οι δύο το καλύτερο (ο νικητής βιάζεται, ο χαμένος αντέχει), καμία παρτίδα δεν τελειώνει με νικητή.'
          : `Όταν και οι δύο παίζουν τέλεια ώσπου ο ένας να κάνει την πρώτη κίνηση που χάνει, και μετά παίζουν και οι δύο το καλύτερο (ο νικητής βιάζεται, ο χαμένος αντέχει), ο χαμένος έχει το πολύ ${pieces(count, mistakeMost)} έξω από τον στόχο του. ${finishesText(count, mistake).join(' ')}`,
      ],
    };
  },
  draws: (file: AnswersFile, count: Count) => {
    const draws = file.draws;
    const positionsCount = file.solved.positions;
    const reason = draws.expert_vs_expert_reason === 'repetition' ? ', με την τρίτη επανάληψη μιας θέσης' : '';
    const after = draws.expert_vs_expert_plies === undefined ? '' : ` μετά από ${plies(count, draws.expert_vs_expert_plies)}`;
    const perfectGame = draws.expert_vs_expert === 'draw'
      ? `Δύο τέλειοι παίκτες (ο υπολογιστής στο επίπεδο «Ειδικός» με τον εαυτό του) φέρνουν ισοπαλία${reason}${after}.`
      : `Δύο τέλειοι παίκτες (ο υπολογιστής στο επίπεδο «Ειδικός» με τον εαυτό του): ${Ta(draws.expert_vs_expert)} κερδίζουν${after}.`;
    return {
      question: 'Γίνεται ισοπαλία;',
      answer: draws.drawn_positions === 0
        ? 'Όχι: κάθε θέση που προκύπτει από την αρχή είναι κερδισμένη για τη μία πλευρά.'
        : `Ναι. ${count(draws.drawn_positions)} από τις ${count(positionsCount)} θέσεις που προκύπτουν από την αρχή${share(draws.drawn_positions, positionsCount)} είναι ισόπαλες με τέλειο παιχνίδι${draws.start === 'draw' ? ', ανάμεσά τους και η αρχή' : ''}.`,
      details: [perfectGame, 'Η παρτίδα λήγει ισόπαλη όταν η ίδια θέση εμφανιστεί για τρίτη φορά με τον ίδιο παίκτη στη σειρά.'],
    };
  },
};
