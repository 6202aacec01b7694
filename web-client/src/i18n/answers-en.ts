// The /grec/answers page in English (loaded with the page, a lazy chunk). Every figure is a parameter,
// read from the solver's file (src/data/answers/): the sentences branch on the values, so that they
// stay true whatever the file says. Its shape is the type the French words must match.
import type { Outcome, SolvedValue } from '../lib/solution';
import {
  alwaysJumping, countsOutside, fewestOutside, firstMovesByValue, jumpingCosts, mostOutside, percent, sidesOf,
  type AnswersFile, type Finishes, type OutsideCount,
} from '../lib/answers';
import { displayMove } from '../lib/notation';
import { enForm } from './plural';

/** How the page writes a count in its language (1,234 / 1 234). */
export type Count = (value: number) => string;

export interface Answer {
  /** The question, as the original text asks it. */
  question: string;
  /** The short answer, first, with its figure. */
  answer: string;
  details: string[];
}

const SIDES: Record<string, string> = { black: 'Black', white: 'White', light: 'Light', dark: 'Dark' };
const side = (name: string): string => SIDES[name] ?? name;
const plies = (count: Count, n: number): string => `${count(n)} ${enForm(n, 'ply', 'plies')}`;
const pieces = (count: Count, n: number): string => `${count(n)} ${enForm(n, 'piece', 'pieces')}`;
const share = (part: number, whole: number): string => {
  const value = percent(part, whole);
  return value === null ? '' : ` (${value}%)`;
};
/** "lose in 18 plies", "draw", "win in 7 plies": the reader's result as a side, with best play from there. */
const result = (count: Count, outcome: Outcome): string =>
  outcome.value === 'draw' ? 'draw' : `${outcome.value === 'win' ? 'win' : 'lose'}${outcome.plies === null ? '' : ` in ${plies(count, outcome.plies)}`}`;
const valueWord: Record<SolvedValue, string> = { win: 'won', draw: 'drawn', loss: 'lost' };
const list = (items: string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** "1 piece in 448 of them, 2 in 42": the finishes by the number of the loser's pieces outside. */
function breakdown(count: Count, outside: OutsideCount): string {
  return list(countsOutside(outside).map((entry, index) =>
    `${index === 0 ? pieces(count, entry.outside) : count(entry.outside)} in ${count(entry.finishes)}`));
}

/** What a set of finishes says: by arrival, then by blockade (when the file counts them). */
function finishesText(count: Count, finishes: Finishes): string[] {
  const texts: string[] = [];
  texts.push(finishes.finishes === 0
    ? 'No finish is the winner’s arrival.'
    : `When the winner arrives (${count(finishes.finishes)} finished ${enForm(finishes.finishes, 'position', 'positions')}), the loser has at most ${pieces(count, finishes.most)} outside its target: ${breakdown(count, finishes)}.`);
  const blockades = finishes.blockades;
  texts.push(blockades.finishes === 0
    ? 'No finish leaves a player without a legal move.'
    : `When the player to move has no legal move and loses (${count(blockades.finishes)} finished ${enForm(blockades.finishes, 'position', 'positions')}), that player has up to ${pieces(count, blockades.most)} outside its target: ${breakdown(count, blockades)}.`);
  return texts;
}

export const answersEn = {
  title: 'Le Grec solved: the four questions',
  contents: 'Games',
  mirrorTitle: 'Mirror arrival',
  mirrorIntro: 'The same four questions for the variant where each side must end exactly on the squares the other side started on.',
  command: 'Reproduce it:',
  rulesLink: 'The rules of Le Grec and of the mirror arrival',
  missing: 'The solver’s figures for this game are not available.',
  jumps: (file: AnswersFile, count: Count): Answer => {
    const jumps = file.jumps;
    const sides = alwaysJumping(file);
    const outcomes = sides.map((one) => `as ${side(one.side)} you ${result(count, one.jumping)}`);
    const start = file.solved.start.value;
    const first = side(sidesOf(file)[0] ?? '');
    const perfect = start === 'draw' ? 'the start is a draw' : `${first}, to move at the start, ${start === 'win' ? 'wins' : 'loses'}`;
    return {
      question: 'Should you jump as much as possible?',
      answer: `${jumpingCosts(file) ? 'No.' : 'It costs nothing from the start.'} Jumping whenever you can (choosing your best jump) against a perfect opponent: ${list(outcomes)}; with perfect play ${perfect}.`,
      details: [
        `Of the ${count(jumps.positions)} unfinished positions reachable from the start, ${count(jumps.with_jump)}${share(jumps.with_jump, jumps.positions)} allow a jump. A jump is among the best moves in ${count(jumps.best_includes_jump)} of them${share(jumps.best_includes_jump, jumps.with_jump)}, and the only kind of best move in ${count(jumps.best_only_jumps)}${share(jumps.best_only_jumps, jumps.with_jump)}; in ${count(jumps.jump_loses_value)}${share(jumps.jump_loses_value, jumps.with_jump)} every jump changes the result for the worse (a won position no longer won, a drawn one lost), so jumping there is a mistake.`,
      ],
    };
  },
  strategy: (file: AnswersFile, count: Count): Answer => {
    const solved = file.solved;
    const [firstName = '', secondName = ''] = sidesOf(file);
    const first = side(firstName);
    const second = side(secondName);
    const start = solved.start;
    const answer = start.value === 'draw'
      ? `No. With perfect play on both sides the game is a draw: neither ${first}, who moves first, nor ${second} can force a win.`
      : start.value === 'win'
        ? `Yes: ${first}, who moves first, wins${start.plies === null ? '' : ` in ${plies(count, start.plies)}`} with perfect play.`
        : `Yes: ${second} wins${start.plies === null ? '' : ` in ${plies(count, start.plies)}`} with perfect play, whatever ${first} opens with.`;
    const groups = firstMovesByValue(file).map((group) =>
      `${list(group.moves.map(displayMove))} ${enForm(group.moves.length, 'is', 'are')} ${valueWord[group.value]} for ${first}`);
    return {
      question: 'Does one player have a winning strategy?',
      answer,
      details: [
        `The solver gives each of the ${count(solved.positions)} positions reachable from the start its value for the player to move: ${count(solved.wins)}${share(solved.wins, solved.positions)} are won, ${count(solved.losses)}${share(solved.losses, solved.positions)} lost and ${count(solved.draws)}${share(solved.draws, solved.positions)} drawn. The longest game with best play from a won position lasts ${plies(count, solved.longest_plies)}.`,
        ...(groups.length ? [`${first}’s first moves: ${list(groups)}.`] : []),
      ],
    };
  },
  loser: (file: AnswersFile, count: Count): Answer => {
    const all = file.loser_outside;
    const most = mostOutside(all);
    const mistake = all.after_one_mistake;
    const mistakeMost = mostOutside(mistake);
    const mistakeCount = mistake.finishes + mistake.blockades.finishes;
    // The question is a race's: the arrival first, then the other way a game is won.
    const fewest = fewestOutside(all);
    const arrival = all.finishes === 0
      ? 'No game is won by arriving'
      : `When the winner arrives: ${fewest === all.most ? `always exactly ${pieces(count, all.most)}` : `from ${count(fewest)} to ${pieces(count, all.most)}`}`;
    const blockade = all.blockades.finishes === 0 ? '' : `; when the loser is left without a move: up to ${pieces(count, all.blockades.most)}`;
    return {
      question: 'How many pieces can the loser have left outside the target half?',
      answer: `${arrival}${blockade}. ${most === 0 ? 'None' : `Up to ${pieces(count, most)}`} over every finished position reachable from the start.`,
      details: [
        ...finishesText(count, all),
        mistakeCount === 0
          ? 'When both sides play perfectly until one of them makes its first losing move, and both then play their best (the winner hurrying, the loser holding out), no game ends with a winner.'
          : `When both sides play perfectly until one of them makes its first losing move, and both then play their best (the winner hurrying, the loser holding out), the loser has at most ${pieces(count, mistakeMost)} outside its target. ${finishesText(count, mistake).join(' ')}`,
      ],
    };
  },
  draws: (file: AnswersFile, count: Count): Answer => {
    const draws = file.draws;
    const positions = file.solved.positions;
    const reason = draws.expert_vs_expert_reason === 'repetition' ? ', by the third repetition of a position' : '';
    const after = draws.expert_vs_expert_plies === undefined ? '' : ` after ${plies(count, draws.expert_vs_expert_plies)}`;
    const perfectGame = draws.expert_vs_expert === 'draw'
      ? `Two perfect players (the computer at Expert against itself) draw${reason}${after}.`
      : `Two perfect players (the computer at Expert against itself): ${side(draws.expert_vs_expert)} wins${after}.`;
    return {
      question: 'Are draws possible?',
      answer: draws.drawn_positions === 0
        ? 'No: every position reachable from the start is won for one side.'
        : `Yes. ${count(draws.drawn_positions)} of the ${count(positions)} positions reachable from the start${share(draws.drawn_positions, positions)} are draws with perfect play${draws.start === 'draw' ? ', the start among them' : ''}.`,
      details: [perfectGame, 'A game is drawn when the same position comes up for the third time with the same player to move.'],
    };
  },
};

export type AnswersWords = typeof answersEn;
