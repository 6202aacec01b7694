// La page /grec/answers en français (chargée avec la page). Chaque chiffre vient du fichier du solveur ;
// les phrases suivent les valeurs, pour rester vraies quoi que dise le fichier.
import type { Outcome, SolvedValue } from '../lib/solution';
import {
  alwaysJumping, countsOutside, fewestOutside, firstMovesByValue, jumpingCosts, mostOutside, percent, sidesOf,
  type AnswersFile, type Finishes, type OutsideCount,
} from '../lib/answers';
import { displayMove } from '../lib/notation';
import { frForm } from './plural';
import type { AnswersWords, Count } from './answers-en';

/** The sides as players, as French writes them ("les Noirs"). */
const PLAYERS: Record<string, string> = { black: 'Noirs', white: 'Blancs', light: 'Clairs', dark: 'Foncés' };
const les = (side: string): string => `les ${PLAYERS[side] ?? side}`;
const demiCoups = (count: Count, n: number): string => `${count(n)} ${frForm(n, 'demi-coup', 'demi-coups')}`;
const pieces = (count: Count, n: number): string => `${count(n)} ${frForm(n, 'pièce', 'pièces')}`;
const share = (part: number, whole: number): string => {
  const value = percent(part, whole);
  return value === null ? '' : ` (${value} %)`;
};
/** "perdez en 18 demi-coups", "faites nulle", "gagnez en 7 demi-coups". */
const result = (count: Count, outcome: Outcome): string =>
  outcome.value === 'draw' ? 'faites nulle' : `${outcome.value === 'win' ? 'gagnez' : 'perdez'}${outcome.plies === null ? '' : ` en ${demiCoups(count, outcome.plies)}`}`;
const valueWord: Record<SolvedValue, string> = { win: 'gagnants', draw: 'nuls', loss: 'perdants' };
const list = (items: string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`);

function breakdown(count: Count, outside: OutsideCount): string {
  return list(countsOutside(outside).map((entry, index) =>
    `${index === 0 ? pieces(count, entry.outside) : count(entry.outside)} dans ${count(entry.finishes)}`));
}

function finishesText(count: Count, finishes: Finishes): string[] {
  const texts: string[] = [];
  texts.push(finishes.finishes === 0
    ? 'Aucune fin n’est une arrivée du gagnant.'
    : `Quand le gagnant arrive (${count(finishes.finishes)} ${frForm(finishes.finishes, 'position finale', 'positions finales')}), le perdant a au plus ${pieces(count, finishes.most)} hors de son but : ${breakdown(count, finishes)}.`);
  const blockades = finishes.blockades;
  texts.push(blockades.finishes === 0
    ? 'Aucune fin ne laisse un joueur sans coup légal.'
    : `Quand le joueur au trait n’a plus de coup légal et perd (${count(blockades.finishes)} ${frForm(blockades.finishes, 'position finale', 'positions finales')}), il a jusqu’à ${pieces(count, blockades.most)} hors de son but : ${breakdown(count, blockades)}.`);
  return texts;
}

export const answersFr: AnswersWords = {
  title: 'Le Grec résolu : les quatre questions',
  contents: 'Jeux',
  mirrorTitle: 'Arrivée en miroir',
  mirrorIntro: 'Les mêmes quatre questions pour la variante où chaque camp doit finir exactement sur les cases de départ de l’autre.',
  command: 'Pour le reproduire :',
  rulesLink: 'Les règles du Grec et de l’arrivée en miroir',
  missing: 'Les chiffres du solveur pour ce jeu ne sont pas disponibles.',
  jumps: (file: AnswersFile, count: Count) => {
    const jumps = file.jumps;
    const outcomes = alwaysJumping(file).map((one) => `avec ${les(one.side)} vous ${result(count, one.jumping)}`);
    const start = file.solved.start.value;
    const first = les(sidesOf(file)[0] ?? '');
    const perfect = start === 'draw' ? 'le départ est nul' : `${first}, au trait au départ, ${start === 'win' ? 'gagnent' : 'perdent'}`;
    return {
      question: 'Faut-il sauter le plus possible ?',
      answer: `${jumpingCosts(file) ? 'Non.' : 'Cela ne coûte rien depuis le départ.'} En sautant chaque fois que c’est possible (par le meilleur saut) contre un adversaire parfait : ${list(outcomes)} ; avec un jeu parfait, ${perfect}.`,
      details: [
        `Sur les ${count(jumps.positions)} positions non terminées qu’on peut atteindre depuis le départ, ${count(jumps.with_jump)}${share(jumps.with_jump, jumps.positions)} permettent un saut. Un saut est parmi les meilleurs coups dans ${count(jumps.best_includes_jump)} d’entre elles${share(jumps.best_includes_jump, jumps.with_jump)}, et les meilleurs coups ne sont que des sauts dans ${count(jumps.best_only_jumps)}${share(jumps.best_only_jumps, jumps.with_jump)} ; dans ${count(jumps.jump_loses_value)}${share(jumps.jump_loses_value, jumps.with_jump)}, tout saut change le résultat en pire (une position gagnée qui ne l’est plus, une nulle perdue) : y sauter est une erreur.`,
      ],
    };
  },
  strategy: (file: AnswersFile, count: Count) => {
    const solved = file.solved;
    const [firstName = '', secondName = ''] = sidesOf(file);
    const start = solved.start;
    const answer = start.value === 'draw'
      ? `Non. Si les deux camps jouent parfaitement, la partie est nulle : ni ${les(firstName)}, qui commencent, ni ${les(secondName)} ne peuvent forcer le gain.`
      : start.value === 'win'
        ? `Oui : ${les(firstName)}, qui commencent, gagnent${start.plies === null ? '' : ` en ${demiCoups(count, start.plies)}`} avec un jeu parfait.`
        : `Oui : ${les(secondName)} gagnent${start.plies === null ? '' : ` en ${demiCoups(count, start.plies)}`} avec un jeu parfait, quelle que soit l’ouverture des ${PLAYERS[firstName] ?? firstName}.`;
    const groups = firstMovesByValue(file).map((group) => `${list(group.moves.map(displayMove))} : ${valueWord[group.value]}`);
    return {
      question: 'Un joueur a-t-il une stratégie gagnante ?',
      answer,
      details: [
        `Le solveur donne à chacune des ${count(solved.positions)} positions qu’on peut atteindre depuis le départ sa valeur pour le joueur au trait : ${count(solved.wins)}${share(solved.wins, solved.positions)} sont gagnantes, ${count(solved.losses)}${share(solved.losses, solved.positions)} perdantes et ${count(solved.draws)}${share(solved.draws, solved.positions)} nulles. La plus longue partie jouée au mieux depuis une position gagnante dure ${demiCoups(count, solved.longest_plies)}.`,
        ...(groups.length ? [`Premiers coups des ${PLAYERS[firstName] ?? firstName} : ${groups.join(' ; ')}.`] : []),
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
      ? 'Aucune partie n’est gagnée par l’arrivée'
      : `Quand le gagnant arrive : ${fewest === all.most ? `toujours exactement ${pieces(count, all.most)}` : `de ${count(fewest)} à ${pieces(count, all.most)}`}`;
    const blockade = all.blockades.finishes === 0 ? '' : ` ; quand le perdant n’a plus de coup : jusqu’à ${pieces(count, all.blockades.most)}`;
    return {
      question: 'Combien de pièces le perdant peut-il avoir hors de la moitié visée ?',
      answer: `${arrival}${blockade}. ${most === 0 ? 'Aucune' : `Jusqu’à ${pieces(count, most)}`} sur toutes les positions finales qu’on peut atteindre depuis le départ.`,
      details: [
        ...finishesText(count, all),
        mistakeCount === 0
          ? 'Quand les deux camps jouent parfaitement jusqu’au premier coup perdant de l’un d’eux, puis jouent au mieux (le gagnant au plus vite, le perdant en résistant le plus longtemps), aucune partie n’a de gagnant.'
          : `Quand les deux camps jouent parfaitement jusqu’au premier coup perdant de l’un d’eux, puis jouent au mieux (le gagnant au plus vite, le perdant en résistant le plus longtemps), le perdant a au plus ${pieces(count, mistakeMost)} hors de son but. ${finishesText(count, mistake).join(' ')}`,
      ],
    };
  },
  draws: (file: AnswersFile, count: Count) => {
    const draws = file.draws;
    const positions = file.solved.positions;
    const reason = draws.expert_vs_expert_reason === 'repetition' ? ', par la troisième répétition d’une position' : '';
    const after = draws.expert_vs_expert_plies === undefined ? '' : ` après ${demiCoups(count, draws.expert_vs_expert_plies)}`;
    const perfectGame = draws.expert_vs_expert === 'draw'
      ? `Deux joueurs parfaits (l’ordinateur au niveau Expert contre lui-même) font nulle${reason}${after}.`
      : `Deux joueurs parfaits (l’ordinateur au niveau Expert contre lui-même) : ${les(draws.expert_vs_expert)} gagnent${after}.`;
    return {
      question: 'Des parties nulles sont-elles possibles ?',
      answer: draws.drawn_positions === 0
        ? 'Non : toute position qu’on peut atteindre depuis le départ est gagnée par un camp.'
        : `Oui. ${count(draws.drawn_positions)} des ${count(positions)} positions qu’on peut atteindre depuis le départ${share(draws.drawn_positions, positions)} sont nulles avec un jeu parfait${draws.start === 'draw' ? ', le départ compris' : ''}.`,
      details: [perfectGame, 'Une partie est nulle quand la même position revient pour la troisième fois avec le même joueur au trait.'],
    };
  },
};
