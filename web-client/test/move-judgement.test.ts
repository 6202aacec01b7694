import { describe, expect, it, vi } from 'vitest';
import { chanceLost, chanceOf, exactValue, finishedValue, judge, judgeGame, judgementCounts, materialGiven, searchedValue, FORCED_SCORE, WIN_SCORE, type Material } from '../src/lib/move-judgement';
import { analysisWords } from '../src/i18n/analysis-text';
import { setLanguage } from '../src/i18n';

const value = (scoreForFirst: number, best = 'A1-A2') => searchedValue(scoreForFirst, true, best, [best]);

describe('chances', () => {
  it('are even at 0, about 70 % a piece up, certain at a forced result', () => {
    expect(chanceOf(0)).toBe(0.5);
    expect(chanceOf(100)).toBeCloseTo(0.70, 2);
    expect(chanceOf(-100)).toBeCloseTo(0.30, 2);
    expect(chanceOf(FORCED_SCORE + 5)).toBe(1);
    expect(chanceOf(-FORCED_SCORE)).toBe(0);
  });
  it('are the first side’s whoever moves', () => {
    expect(searchedValue(100, false, 'x', []).chance).toBeCloseTo(0.30, 2);
    expect(searchedValue(100, false, 'x', []).score).toBe(-100);
    expect(finishedValue(true).chance).toBe(1);
    expect(finishedValue(false).chance).toBe(0);
    expect(finishedValue(null).chance).toBe(0.5);
  });
});

describe('judging a move', () => {
  it('calls the engine’s own move best, whatever the scores say after it', () => {
    expect(judge('A1-A2', value(0), value(-40), true)).toBe('best');
  });
  it('grades the chance lost: under 10 points good, then inaccuracy, mistake, blunder', () => {
    expect(judge('B1-B2', value(0), value(-20), true)).toBe('good'); // 4 points
    expect(judge('B1-B2', value(0), value(-70), true)).toBe('inaccuracy'); // 14 points
    expect(judge('B1-B2', value(0), value(-150), true)).toBe('mistake'); // 28 points
    expect(judge('B1-B2', value(0), value(-300), true)).toBe('blunder'); // 42 points
  });
  it('counts for the second side the other way round', () => {
    expect(judge('B1-B2', value(0), value(300), false)).toBe('blunder');
    expect(judge('B1-B2', value(0), value(-300), false)).toBe('best');
  });
  it('a forced win thrown into a draw is a blunder; a piece given away in a lost position is not', () => {
    expect(judge('B1-B2', value(FORCED_SCORE + 10), finishedValue(null), true)).toBe('blunder');
    expect(judge('B1-B2', value(-900), value(-1100), true)).toBe('lost'); // lost either way: under 2 % before it
  });
  it('never counts a gain as a loss', () => {
    expect(chanceLost(value(0), value(200), true)).toBe(0);
  });
});

describe('a whole game', () => {
  it('judges each move between its two positions and counts each side’s marks', () => {
    const values = [value(0, 'A1-A2'), value(10, 'F6-F5'), value(-20, 'C1-C2'), finishedValue(false)];
    const firstMoves = [true, false, true];
    const judgements = judgeGame(['A1-A2', 'F6-F4', 'C1-C3'], values, firstMoves);
    expect(judgements).toEqual(['best', 'best', 'blunder']);
    expect(judgementCounts(judgements, firstMoves, true)).toEqual({ best: 1, good: 0, lost: 0, inaccuracy: 0, mistake: 0, blunder: 1 });
    expect(judgementCounts(judgements, firstMoves, false).best).toBe(1);
  });
  it('judges only the moves whose both positions are known (stopped halfway, or answered out of order)', () => {
    expect(judgeGame(['A1-A2', 'F6-F4', 'C1-C3'], [value(0), value(0)], [true, false, true])).toEqual(['best', undefined, undefined]);
    const judged = judgeGame(['A1-A2', 'F6-F4', 'C1-C3'], [value(0), undefined, value(-20, 'C1-C2'), finishedValue(false)], [true, false, true]);
    expect(judged).toEqual([undefined, undefined, 'blunder']);
    expect(judgementCounts(judged, [true, false, true], true)).toEqual({ best: 0, good: 0, lost: 0, inaccuracy: 0, mistake: 0, blunder: 1 });
  });
});

describe('an endgame table’s exact values', () => {
  const win = (plies: number, moverIsFirst = true) => exactValue({ result: 'win', plies, moverIsFirst }, 'F3-A3', ['F3-A3']);
  const draw = (moverIsFirst = true) => exactValue({ result: 'draw', plies: null, moverIsFirst }, 'A1-A2', ['A1-A2']);
  it('are certain chances, for the first side whoever moves', () => {
    expect(win(5).chance).toBe(1);
    expect(win(5).score).toBe(30000 - 5);
    expect(win(4, false).chance).toBe(0);
    expect(win(4, false).score).toBe(-(30000 - 4));
    expect(exactValue({ result: 'loss', plies: 6, moverIsFirst: false }, 'x', []).chance).toBe(1);
    expect(draw().chance).toBe(0.5);
    expect(draw(false).score).toBe(0);
  });
  it('a slower win is still best, a draw kept is best, a win thrown into a draw or a draw into a loss a blunder', () => {
    // Light wins in 5 from the first position, Dark to move loses in 4 after any winning move.
    expect(judge('A1-A2', win(5), exactValue({ result: 'loss', plies: 8, moverIsFirst: false }, 'x', []), true)).toBe('best');
    expect(judge('B1-B2', draw(), draw(false), true)).toBe('best');
    expect(judge('B1-B2', win(5), draw(false), true)).toBe('blunder');
    expect(judge('B1-B2', draw(), win(3, false), true)).toBe('blunder');
  });
  it('are said as the table says them, in both languages', () => {
    const words = analysisWords();
    expect(words.table({ result: 'win', plies: 5, moverIsFirst: true }, 'light')).toBe('Endgame table: Light, to move, wins in 5 plies (to the next capture).');
    expect(words.table({ result: 'loss', plies: 1, moverIsFirst: false }, 'dark')).toBe('Endgame table: Dark, to move, loses in 1 ply (to the next capture).');
    expect(words.table({ result: 'draw', plies: null, moverIsFirst: true }, 'light')).toBe('Endgame table: a draw with best play.');
    vi.stubGlobal('document', { documentElement: {} });
    setLanguage('fr');
    expect(analysisWords().table({ result: 'win', plies: 5, moverIsFirst: true }, 'light')).toBe('Table de finale : les clairs, au trait, gagnent en 5 demi-coups (jusqu’à la prochaine prise).');
    setLanguage('en');
    vi.unstubAllGlobals();
  });
});

describe('in the game’s own terms: material and lost positions (issue 40)', () => {
  // Light's values, the first side's material at the ends of the engine's lines (100 a piece).
  const at = (scoreForFirst: number, material: Material, best = 'A1-A2') => searchedValue(scoreForFirst, true, best, [best], material);
  const sixEach = { first: 600, second: 600 };
  const pieceDown = { first: 500, second: 600 };
  const twoDown = { first: 400, second: 600 };
  it('counts the material the move gives away against the best line, for either side', () => {
    expect(materialGiven(at(0, sixEach), at(-80, pieceDown), true)).toBe(100);
    expect(materialGiven(at(0, sixEach), at(80, { first: 600, second: 500 }), false)).toBe(100);
    expect(materialGiven(at(0, pieceDown), at(0, sixEach), true)).toBe(0); // it gained: nothing given
    expect(materialGiven(value(0), value(-300), true)).toBe(0); // Le Grec: no material
  });
  it('a piece given away is never "good", whatever the chance says', () => {
    // Far ahead: +600 to +500 loses under one point of chance, but a piece the best move kept.
    expect(judge('C2-C4', at(600, { first: 600, second: 200 }), at(500, { first: 500, second: 200 }), true)).toBe('mistake');
    // Behind (the 0–5 game): −300 to −420, six points of chance, a piece: a mistake; two: a blunder.
    expect(judge('C2-C4', at(-300, pieceDown), at(-420, twoDown), true)).toBe('mistake');
    expect(judge('C2-C4', at(-250, pieceDown), at(-400, { first: 300, second: 600 }), true)).toBe('blunder');
  });
  it('a move into a forced loss from a position that was not lost is at least a mistake', () => {
    // "C2 → C4: good move… Dark wins by force in 1 ply": from −300 (7.6 % for Light) into a loss.
    expect(judge('C2-C4', at(-300, pieceDown), at(-(WIN_SCORE - 1), pieceDown), true)).toBe('mistake');
  });
  it('a position already lost says "lost whatever you play": no praise, no count', () => {
    const lostByForce = at(-(WIN_SCORE - 3), twoDown);
    const judged = judge('C2-C4', lostByForce, at(-(WIN_SCORE - 1), { first: 300, second: 600 }), true);
    expect(judged).toBe('lost');
    expect(judge('B1-B2', exactValue({ result: 'loss', plies: 4, moverIsFirst: true }, 'F3-A3', []), exactValue({ result: 'win', plies: 3, moverIsFirst: false }, 'x', []), true)).toBe('lost');
    const counts = judgementCounts([judged], [true], true);
    expect(counts.good + counts.inaccuracy + counts.mistake + counts.blunder).toBe(0);
  });
  it('forgives material to a move that still wins by force (a sacrifice), and the engine’s own move is best', () => {
    expect(judge('C2-C4', at(FORCED_SCORE + 20, sixEach), at(FORCED_SCORE + 10, pieceDown), true)).toBe('best');
    expect(judge('A1-A2', at(0, sixEach), at(-80, pieceDown), true)).toBe('best');
  });
  it('says what was given away, in pieces, and the sides as the site names them', () => {
    const words = analysisWords();
    expect(words.moveJudged('light', 'C2 → C4', 'mistake', 'F5 → E5', 100)).toBe('Light played C2 → C4: mistake. With F5 → E5, Light would be 1 piece better off.');
    expect(words.moveJudged('dark', 'C2 → C4', 'lost', 'F5 → E5', 0)).toBe('Dark played C2 → C4: lost whatever you play. The engine would have played F5 → E5.');
    expect(words.evaluation(120, 'light', 'dark')).toBe('Light is better by 1.2 pieces.');
    expect(words.evaluation(-100, 'light', 'dark')).toBe('Dark is better by 1.0 piece.');
    expect(words.summary('light', 87.4, 2, 1, 0)).toBe('Light: accuracy 87 %, 2 inaccuracies, 1 mistake, no blunders');
    vi.stubGlobal('document', { documentElement: {} });
    setLanguage('fr');
    const mots = analysisWords();
    expect(mots.moveJudged('light', 'C2 → C4', 'blunder', 'F5 → E5', 200)).toBe('Les clairs ont joué C2 → C4 : gaffe. Avec F5 → E5, les clairs auraient 2 pièces de mieux.');
    expect(mots.moveJudged('dark', 'C2 → C4', 'lost', null, 0)).toBe('Les foncés ont joué C2 → C4 : perdu quoi que vous jouiez.');
    expect(mots.evaluation(120, 'light', 'dark')).toBe('Les clairs sont mieux de 1,2 pièce.');
    expect(mots.evaluation(WIN_SCORE - 1, 'light', 'dark')).toBe('Les clairs gagnent de force en 1 demi-coup.');
    expect(mots.summary('dark', 73.1, 0, 1, 2)).toBe('Les foncés : précision 73 %, aucune imprécision, 1 erreur, 2 gaffes');
    setLanguage('en');
    vi.unstubAllGlobals();
  });
});
