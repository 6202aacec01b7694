import { describe, expect, it, vi } from 'vitest';
import { chanceLost, chanceOf, exactValue, finishedValue, judge, judgeGame, judgementCounts, searchedValue, FORCED_SCORE } from '../src/lib/move-judgement';
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
    expect(judge('B1-B2', value(-900), value(-1100), true)).toBe('best'); // lost either way: under 2 points of chance
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
    expect(judgementCounts(judgements, firstMoves, true)).toEqual({ best: 1, good: 0, inaccuracy: 0, mistake: 0, blunder: 1 });
    expect(judgementCounts(judgements, firstMoves, false).best).toBe(1);
  });
  it('judges only the moves whose both positions are known (stopped halfway, or answered out of order)', () => {
    expect(judgeGame(['A1-A2', 'F6-F4', 'C1-C3'], [value(0), value(0)], [true, false, true])).toEqual(['best', undefined, undefined]);
    const judged = judgeGame(['A1-A2', 'F6-F4', 'C1-C3'], [value(0), undefined, value(-20, 'C1-C2'), finishedValue(false)], [true, false, true]);
    expect(judged).toEqual([undefined, undefined, 'blunder']);
    expect(judgementCounts(judged, [true, false, true], true)).toEqual({ best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 1 });
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
    expect(words.table({ result: 'win', plies: 5, moverIsFirst: true }, 'Light')).toBe('Endgame table: Light, to move, wins in 5 plies (to the next capture).');
    expect(words.table({ result: 'loss', plies: 1, moverIsFirst: false }, 'Dark')).toBe('Endgame table: Dark, to move, loses in 1 ply (to the next capture).');
    expect(words.table({ result: 'draw', plies: null, moverIsFirst: true }, 'Light')).toBe('Endgame table: a draw with best play.');
    vi.stubGlobal('document', { documentElement: {} });
    setLanguage('fr');
    expect(analysisWords().table({ result: 'win', plies: 5, moverIsFirst: true }, 'Clair')).toBe('Table de finale : Clair, au trait, gagne en 5 demi-coups (jusqu’à la prochaine prise).');
    setLanguage('en');
    vi.unstubAllGlobals();
  });
});
