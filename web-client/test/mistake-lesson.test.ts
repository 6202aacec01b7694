import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishedValue, searchedValue, FORCED_SCORE, type Judgement, type Material } from '../src/lib/move-judgement';
import { checkAnswer, mistakesToReplay } from '../src/lib/mistake-choice';
import { yourSideIn } from '../src/lib/your-games';
import { answered, askedMove, isEnded, lessonSummary, nextMistake, solutionShown, startLesson } from '../src/lib/mistake-lesson';

/** A position valued for the first side (100 ≈ a piece), with the engine's move and, maybe, the material at its line's end. */
const value = (scoreForFirst: number, best = 'C2-C4', material?: Material) => searchedValue(scoreForFirst, true, best, [best], material);

describe('the mistakes offered', () => {
  // Light moves first: Light's moves are the even indices, Dark's the odd ones.
  const judgements: (Judgement | undefined)[] = ['best', 'mistake', 'blunder', 'inaccuracy', 'good', 'blunder', 'lost', 'mistake', undefined];
  const firstMoves = judgements.map((_, index) => index % 2 === 0);

  it('are the player’s own mistakes and blunders, in the game’s order', () => {
    expect(mistakesToReplay(judgements, firstMoves, false)).toEqual([1, 5, 7]);
    expect(mistakesToReplay(judgements, firstMoves, true)).toEqual([2]);
  });
  it('leave out inaccuracies, good moves, lost positions and moves not judged yet', () => {
    const offered = mistakesToReplay(judgements, firstMoves, true).concat(mistakesToReplay(judgements, firstMoves, false));
    for (const index of offered) expect(['mistake', 'blunder']).toContain(judgements[index]);
    expect(offered).not.toContain(3);
    expect(offered).not.toContain(6);
    expect(offered).not.toContain(8);
  });
  it('follow who played each move, not the move’s parity (a game the second side began)', () => {
    expect(mistakesToReplay(['mistake', 'mistake'], [false, true], false)).toEqual([0]);
  });
  it('are none in a game without mistakes', () => {
    expect(mistakesToReplay(['best', 'good', 'inaccuracy'], [true, false, true], true)).toEqual([]);
  });
});

describe('whose mistakes are "yours"', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('is the side this browser played in a game of the site, and nobody\'s in another game', () => {
    const data: Record<string, string> = {
      'petteia.game.g1': JSON.stringify({ variant: 'petteia-6x6', side: 'dark', computer: 'beginner', toMove: 'light', opponentSeated: true, over: true, seenMs: 1 }),
    };
    const store = { getItem: (key: string) => data[key] ?? null, setItem: (key: string, value: string) => (data[key] = value) };
    vi.stubGlobal('window', { localStorage: store });
    vi.stubGlobal('localStorage', store);
    expect(yourSideIn('g1')).toBe('dark');
    expect(yourSideIn('someone-elses')).toBeNull();
  });
});

describe('an answer', () => {
  const before = value(0, 'C2-C4', { first: 600, second: 600 });
  it('is accepted when it is the engine’s own move', () => {
    expect(checkAnswer('C2-C4', before, value(-500), true)).toEqual({ judgement: 'best', good: true });
  });
  it('is accepted within the judgement’s margin for a good move (under 10 points of chance)', () => {
    expect(checkAnswer('B1-B3', before, value(-5, 'x', { first: 600, second: 600 }), true).good).toBe(true); // 1 point
    expect(checkAnswer('B1-B3', before, value(-20, 'x', { first: 600, second: 600 }), true)).toEqual({ judgement: 'good', good: true }); // 4 points
  });
  it('is refused when the judgement would call it an inaccuracy or worse', () => {
    expect(checkAnswer('B1-B3', before, value(-70), true)).toEqual({ judgement: 'inaccuracy', good: false });
    expect(checkAnswer('B1-B3', before, value(-150), true)).toEqual({ judgement: 'mistake', good: false });
    expect(checkAnswer('B1-B3', before, value(-300), true)).toEqual({ judgement: 'blunder', good: false });
  });
  it('is refused when it gives away a piece the best move keeps, whatever the chance says', () => {
    const lostPiece = value(-10, 'x', { first: 500, second: 600 });
    expect(checkAnswer('B1-B3', before, lostPiece, true)).toEqual({ judgement: 'mistake', good: false });
  });
  it('is judged for the second side the other way round', () => {
    const darkBefore = searchedValue(0, false, 'D6-D4', ['D6-D4']);
    expect(checkAnswer('E6-E3', darkBefore, value(300), false).good).toBe(false);
    expect(checkAnswer('E6-E5', darkBefore, value(10), false).good).toBe(true);
  });
  it('that wins at once is accepted', () => {
    expect(checkAnswer('B1-B3', value(FORCED_SCORE + 3), finishedValue(true), true).good).toBe(true);
  });
});

describe('a lesson', () => {
  it('asks each mistake in turn, counts what was found, and sums up', () => {
    let lesson = startLesson([5, 11, 13, 21]);
    expect(askedMove(lesson)).toBe(5);
    lesson = answered(lesson, false);
    expect(lesson.tries).toBe(1);
    expect(isEnded(lesson)).toBe(false);
    lesson = answered(lesson, true);
    expect(isEnded(lesson)).toBe(true);
    lesson = nextMistake(lesson);
    expect(askedMove(lesson)).toBe(11);
    expect(lesson.tries).toBe(0);
    lesson = solutionShown(lesson);
    expect(lesson.outcomes[1]).toBe('shown');
    // A good move played after the solution was shown does not count as found.
    lesson = answered(lesson, true);
    expect(lesson.outcomes[1]).toBe('shown');
    lesson = nextMistake(lesson);
    lesson = nextMistake(lesson); // skipped
    expect(lesson.outcomes[2]).toBe('skipped');
    lesson = nextMistake(answered(lesson, true));
    expect(askedMove(lesson)).toBe(null);
    expect(lesson.outcomes).toEqual(['found', 'shown', 'skipped', 'found']);
    expect(lessonSummary(lesson)).toEqual({ found: 2, total: 4 });
    // Over: nothing more changes it.
    expect(nextMistake(lesson)).toBe(lesson);
    expect(answered(lesson, true)).toBe(lesson);
  });
  it('found after wrong tries still counts as found', () => {
    const lesson = nextMistake(answered(answered(answered(startLesson([3]), false), false), true));
    expect(lessonSummary(lesson)).toEqual({ found: 1, total: 1 });
  });
});
