import { describe, expect, it } from 'vitest';
import type { ExerciseItem, Explanation } from '../src/lib/api';
import { applyPlayed, explanationText, explanationWordsOf, familyNumbers, finishReason, goalSaysMoves, groupExercises, listOrder, stars } from '../src/lib/exercises';
import { boardSize, parsePosition, plainLayout, type Board } from '../src/lib/position';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';

function item(id: string, family: ExerciseItem['family'], difficulty: number, variant = 'petteia-6x6'): ExerciseItem {
  return { id, variant, family, difficulty, goal: { en: `Goal ${id}`, fr: `Objectif ${id}`, el: `Στόχος ${id}` }, solver: 'light', solver_moves: 1, solved: false, rating: 900 + 300 * difficulty };
}

// In the server's order: family, variant, difficulty.
const items = [
  item('p6-capture-01', 'capture', 1), item('p6-capture-03', 'capture', 3), item('p8-capture-01', 'capture', 1, 'petteia-8x8'),
  item('p6-defence-02', 'defence', 2), item('p6-defence-01', 'defence', 1),
  item('p6-finish-01', 'finish', 1),
];

describe('the exercises list', () => {
  it('groups by family (capture, defence, finish) then difficulty, keeping the server’s order inside', () => {
    const shuffled = [items[5], items[3], items[0], items[1], items[4], items[2]] as ExerciseItem[];
    const groups = groupExercises(shuffled);
    expect(groups.map((group) => group.family)).toEqual(['capture', 'defence', 'finish']);
    expect(groups[0]?.levels.map((level) => [level.difficulty, level.items.map((one) => one.id)])).toEqual([
      [1, ['p6-capture-01', 'p8-capture-01']], [3, ['p6-capture-03']]]);
    expect(groups[1]?.levels.map((level) => level.difficulty)).toEqual([1, 2]);
    expect(listOrder(items).map((one) => one.id)).toEqual(
      ['p6-capture-01', 'p8-capture-01', 'p6-capture-03', 'p6-defence-01', 'p6-defence-02', 'p6-finish-01']);
  });

  it('puts a family it does not know last rather than losing it', () => {
    const groups = groupExercises([item('x', 'capture', 1), { ...item('y', 'capture', 1), family: 'race' as ExerciseItem['family'] }]);
    expect(groups.map((group) => group.family)).toEqual(['capture', 'race']);
  });

  it('has no group for an empty list', () => {
    expect(groupExercises([])).toEqual([]);
  });

  it('shows difficulty with three stars', () => {
    expect([1, 2, 3].map(stars)).toEqual(['★☆☆', '★★☆', '★★★']);
    expect(stars(7)).toBe('★★★');
  });
});

describe('boards around an attempt', () => {
  const board = parsePosition('6/3D2/2DD2/6/6/2L3 light 0', plainLayout(6, 6, ['light', 'dark'])) as Board;

  it('reads the size from the position text', () => {
    expect(boardSize('6/3D2/2DD2/6/6/2L3 light 0')).toEqual({ width: 6, height: 6 });
    expect(boardSize('LLLLLLLL/8/8/8/8/8/8/DDDDDDDD dark')).toEqual({ width: 8, height: 8 });
  });

  it('moves the piece and removes the captures the server reported', () => {
    const after = applyPlayed(board, { move: 'C1-C3', side: 'light', captured: ['C4'] });
    expect(after.cells[0]?.[2]).toBeNull();
    expect(after.cells[2]?.[2]?.side).toBe('light');
    expect(after.cells[3]?.[2]).toBeNull();
    expect(after.cells[3]?.[3]?.side).toBe('dark');
    expect(board.cells[0]?.[2]?.side).toBe('light'); // the board given is left alone
  });
});

describe('the explanation of a wrong move', () => {
  const english = explanationWordsOf(en, 'en');
  const french = explanationWordsOf(fr, 'fr');
  const capture: Explanation = {
    move: { move: 'C1-C3', side: 'light', captured: ['C2'] },
    reply: { move: 'D5-D3', side: 'dark', captured: [] },
    goal: 'capture', captures_needed: 2,
  };

  it('capture: the move played, how many pieces it took, the goal, and the answer', () => {
    expect(explanationText(capture, english)).toBe('You played C1 → C3: it takes 1 piece; the goal is to take 2. Dark would answer D5 → D3.');
    expect(explanationText(capture, french)).toBe('Vous avez joué C1 → C3 : ce coup prend 1 pièce ; l’objectif est d’en prendre 2. Les foncés répondraient D5 → D3.');
    const none = { ...capture, move: { ...capture.move, captured: [] }, reply: null };
    expect(explanationText(none, english)).toBe('You played C1 → C3: it takes no piece; the goal is to take 2.');
    expect(explanationText(none, french)).toBe('Vous avez joué C1 → C3 : ce coup ne prend aucune pièce ; l’objectif est d’en prendre 2.');
    const two = { ...capture, move: { ...capture.move, captured: ['C2', 'D3'] }, captures_needed: 3, reply: null };
    expect(explanationText(two, english)).toBe('You played C1 → C3: it takes 2 pieces; the goal is to take 3.');
    expect(explanationText(two, french)).toBe('Vous avez joué C1 → C3 : ce coup prend 2 pièces ; l’objectif est d’en prendre 3.');
  });

  it('defence: the move played, the answer and what it captures (plural sides in French)', () => {
    const defence: Explanation = { ...capture, goal: 'defence', reply: { move: 'D5-D3', side: 'dark', captured: ['C3', 'D4'] } };
    expect(explanationText(defence, english)).toBe('You played C1 → C3. Dark would answer D5 → D3 and capture C3 and D4.');
    expect(explanationText(defence, french)).toBe('Vous avez joué C1 → C3. Les foncés répondraient D5 → D3 et prendraient C3 et D4.');
    const three = { ...defence, reply: { move: 'C3-B3', side: 'light' as const, captured: ['B2', 'D4', 'E3'] } };
    expect(explanationText(three, french)).toBe('Vous avez joué C1 → C3. Les clairs répondraient C3 → B3 et prendraient B2, D4 et E3.');
    expect(explanationText({ ...defence, reply: null }, english)).toBe('You played C1 → C3. Your opponent could still capture.');
  });

  it('finish: the escape', () => {
    const finish: Explanation = { ...capture, goal: 'finish', captures_needed: null };
    expect(explanationText(finish, english, 3)).toBe('You played C1 → C3. Dark escapes with D5 → D3: the win is no longer forced.');
    expect(explanationText(finish, french, 3)).toBe('Vous avez joué C1 → C3. Les foncés s’échappent par D5 → D3 : la victoire n’est plus forcée.');
    expect(explanationText({ ...finish, reply: null }, french, 2)).toBe('Vous avez joué C1 → C3. La victoire n’est plus forcée.');
  });

  it('finish in one move: it does not win at once, and the answer', () => {
    const finish: Explanation = { ...capture, goal: 'finish', captures_needed: null };
    expect(explanationText(finish, english, 1)).toBe('You played C1 → C3. This move does not win at once. Dark would answer D5 → D3.');
    expect(explanationText(finish, french, 1)).toBe('Vous avez joué C1 → C3. Ce coup ne gagne pas tout de suite. Les foncés répondraient D5 → D3.');
    expect(explanationText({ ...finish, reply: null }, english, 1)).toBe('You played C1 → C3. This move does not win at once.');
  });
});

describe('the list, told apart', () => {
  it('numbers the exercises within each family in list order, whatever is filtered', () => {
    const numbers = familyNumbers(items);
    expect(['p6-capture-01', 'p8-capture-01', 'p6-capture-03', 'p6-defence-01', 'p6-defence-02', 'p6-finish-01'].map((id) => numbers.get(id)))
      .toEqual([1, 2, 3, 1, 2, 1]);
    expect(en.exercises.numbered('Capture', 2)).toBe('Capture 2');
    expect(fr.exercises.numbered('Prendre', 2)).toBe('Prendre nº 2');
  });

  it('knows when a goal already says its number of moves', () => {
    for (const goal of ['Win in one move.', 'Capture two pieces with one move.', 'Win in 2 moves, whatever the defence.',
      'Gagnez en un coup.', 'Prenez deux pièces en un seul coup.', 'Gagnez en 3 coups, quelle que soit la défense.',
      'Your pieces on D5 and F2 are threatened: save them all with one move.'])
      expect(goalSaysMoves(goal), goal).toBe(true);
    for (const goal of ['Your piece on C3 is threatened: save it without losing another.', 'Votre pièce en C3 est menacée : sauvez-la sans en perdre une autre.'])
      expect(goalSaysMoves(goal), goal).toBe(false);
  });
});

describe('why a finish is won', () => {
  it('the opponent has one piece or none left, else no legal move', () => {
    const p6 = plainLayout(6, 6, ['light', 'dark']);
    expect(finishReason('6/6/2L3/6/3D2/6 dark 0', p6, 'light')).toEqual({ side: 'dark', left: 1 });
    expect(finishReason('6/6/2L3/6/6/6 dark 0', p6, 'light')).toEqual({ side: 'dark', left: 0 });
    expect(finishReason('LD4/DL4/6/6/6/6 dark 0', p6, 'dark')).toEqual({ side: 'light', noMoves: true });
    expect(en.exercises.onePieceLeft('light', 1)).toBe('Light has only one piece left: you win.');
    expect(en.exercises.noMovesLeft('dark')).toBe('Dark has no legal move: you win.');
    expect(fr.exercises.onePieceLeft('light', 1)).toBe('Il ne reste qu’une pièce aux clairs : vous gagnez.');
    expect(fr.exercises.onePieceLeft('dark', 0)).toBe('Il ne reste aucune pièce aux foncés : vous gagnez.');
    expect(fr.exercises.noMovesLeft('dark')).toBe('Les foncés n’ont plus de coup possible : vous gagnez.');
  });
});

describe('French agreement', () => {
  it('says the difficulty in the feminine and the solved count in the plural', () => {
    expect(Object.values(fr.exercises.difficulties)).toEqual(['Facile', 'Moyenne', 'Difficile']);
    expect(fr.exercises.solvedCount(0, 72)).toBe('0 résolu sur 72');
    expect(fr.exercises.solvedCount(1, 72)).toBe('1 résolu sur 72');
    expect(fr.exercises.solvedCount(3, 72)).toBe('3 résolus sur 72');
    expect(fr.exercises.answersCapturing('dark', 'A4 → B4', 'B3')).toBe('Les foncés répondent A4 → B4 et prennent B3.');
    expect(fr.account.against(fr.account.computer(fr.levels.beginner))).toBe('contre l’ordinateur (débutant)');
  });
});

describe('why a finish is won, by the catalogue’s ends', () => {
  it('names only the ends the game has', () => {
    const p6 = plainLayout(6, 6, ['light', 'dark']);
    expect(finishReason('6/6/2L3/6/3D2/6 dark 0', p6, 'light', ['no-moves'])).toEqual({ side: 'dark', noMoves: true });
    expect(finishReason('6/6/2L3/6/3D2/6 dark 0', p6, 'light', ['checkmate'])).toBeNull();
  });
});

describe('where the exercises come from', () => {
  it('says, in both languages, that only positions are kept, never names', async () => {
    const { exerciseSourceEn, exerciseSourceFr } = await import('../src/i18n/exercises-text');
    expect(exerciseSourceEn.fromGames).toMatch(/Only the position .* never the game, the players’ names or their accounts/);
    expect(exerciseSourceFr.fromGames).toMatch(/Seule la position .* jamais la partie, ni le nom des joueurs, ni leur compte/);
  });
});
