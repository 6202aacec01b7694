import { afterEach, describe, expect, it } from 'vitest';
import { setFetch } from '../src/lib/api';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { replayRecord, type Replay } from '../src/lib/record-replay';
import {
  MARKS, MARK_GLYPHS, classifyMoves, isTurningPoint, positionValue, solutionOf, turningPoints,
  type MoveSolution, type Outcome,
} from '../src/lib/solution';
import { markText, moveDetail, positionText } from '../src/i18n/solution-text';

const SIDES = ['black', 'white']; // Le Grec's, Black first
const win = (plies: number): Outcome => ({ value: 'win', plies });
const loss = (plies: number): Outcome => ({ value: 'loss', plies });
const draw: Outcome = { value: 'draw', plies: null };
const judged = (best: Outcome, played: Outcome, bestMoves: string[] = []): MoveSolution => ({ best, played, best_moves: bestMoves });

// The server's answers (POST /api/records/replay) for Le Grec from [FEN "BBBW/BBB1/WW1B/WWWW black"]:
// 1. C3-D3 misses Black's win in one (D2-D3), 1... B2-C2 misses White's win and gives it back, 2. D2-C3 wins.
const MISSED = [
  judged(win(1), loss(4), ['D2-D3']),
  judged(win(3), loss(2), ['D4-C3']),
  judged(win(1), win(1), ['D2-C3']),
];
const MISSED_SIDES = ['black', 'white', 'black'];

// The server's answer for e2e/lines.mjs's GREC_WIN (Le Grec from the start, 19 plies): a draw held,
// then thrown away and won, given back, won back and kept to the end.
const D = draw;
const GREC_WIN: [Outcome, Outcome][] = [
  [D, D], [D, D], [D, D], [D, D], [D, D], [D, D], [D, D], [D, D], [D, D], [D, D],
  [D, loss(6)], [win(5), D], [D, D], [D, D], [D, loss(2)], [win(1), loss(6)], [win(5), win(5)], [loss(4), loss(2)], [win(1), win(1)],
];

describe('perfect play in the viewer', () => {
  afterEach(() => setFetch((input, init) => fetch(input, init)));

  it('marks a missed win, the opponent giving it back, and the win taken again (on the move that takes it)', () => {
    const marks = classifyMoves(MISSED, MISSED_SIDES);
    expect(marks).toEqual(['threwWin', 'threwWin', 'wonBack']);
    expect(turningPoints(marks)).toEqual([{ index: 0, mark: 'threwWin' }, { index: 1, mark: 'threwWin' }, { index: 2, mark: 'wonBack' }]);
    // Playing the win at once keeps it.
    expect(classifyMoves([judged(win(1), win(1), ['D2-D3'])], ['black'])).toEqual(['kept']);
  });

  it('marks a whole game from the start with every mark', () => {
    const solution = GREC_WIN.map(([best, played]) => judged(best, played));
    const sides = GREC_WIN.map((_, index) => (index % 2 === 0 ? 'black' : 'white'));
    const marks = classifyMoves(solution, sides);
    expect(marks.slice(0, 10).every((mark) => mark === 'held')).toBe(true);
    expect(marks.slice(10)).toEqual(['threwDraw', 'threwWin', 'held', 'held', 'threwDraw', 'threwWin', 'wonBack', 'lost', 'kept']);
    expect(turningPoints(marks).map((point) => point.index)).toEqual([10, 11, 14, 15, 16]);
    expect(new Set(marks).size).toBe(MARKS.length);
  });

  it('tells every case apart from the values alone', () => {
    const moves = [
      judged(draw, draw), // White holds the draw
      judged(draw, loss(9)), // Black throws the draw away
      judged(win(8), win(10)), // White can win again after Black's mistake, and does (more slowly): won back
      judged(loss(7), loss(5)), // Black is lost anyway
      judged(win(4), draw), // White lets the win go to a draw
      judged(draw, draw),
      judged(draw, draw),
      judged(loss(3), loss(3)),
    ];
    const sides = ['white', 'black', 'white', 'black', 'white', 'black', 'white', 'black'];
    expect(classifyMoves(moves, sides)).toEqual(['held', 'threwDraw', 'wonBack', 'lost', 'threwWin', 'held', 'held', 'lost']);
    // A win kept from one own move to the next is "kept", not "won back".
    expect(classifyMoves([judged(win(5), win(5)), judged(loss(4), loss(4)), judged(win(3), win(3))], ['white', 'black', 'white']))
      .toEqual(['kept', 'lost', 'kept']);
    // At a player's first move of the record, the opponent's value before its move says whether the win is new.
    expect(classifyMoves([judged(draw, loss(6)), judged(win(5), win(5))], ['white', 'black'])).toEqual(['threwDraw', 'wonBack']);
    expect(classifyMoves([judged(loss(6), loss(6)), judged(win(5), win(5))], ['white', 'black'])).toEqual(['lost', 'kept']);
    expect(MARKS.filter(isTurningPoint)).toEqual(['wonBack', 'threwWin', 'threwDraw']);
  });

  it('says the value of the position shown for the side to move, at the start, between moves and after the last', () => {
    expect(positionValue(MISSED, MISSED_SIDES, 0, false, SIDES)).toEqual({ side: 'black', outcome: win(1) });
    expect(positionValue(MISSED, MISSED_SIDES, 1, false, SIDES)).toEqual({ side: 'white', outcome: win(3) });
    // The game is over after the last move: nothing to say.
    expect(positionValue(MISSED, MISSED_SIDES, 3, true, SIDES)).toBeNull();
    // A record that stops before the end: what the last move did, turned round for the other side.
    expect(positionValue(MISSED.slice(0, 1), ['black'], 1, false, SIDES)).toEqual({ side: 'white', outcome: win(3) });
    expect(positionValue([judged(draw, draw)], ['black'], 1, false, SIDES)).toEqual({ side: 'white', outcome: draw });
    expect(positionValue([], [], 0, false, SIDES)).toBeNull();
  });

  it('says each move in English: what its player could do, what it did, the best moves when it is not one', () => {
    const [first, second, third] = MISSED as [MoveSolution, MoveSolution, MoveSolution];
    expect(moveDetail(en, first, 'threwWin', 'black', 'C3-D3')).toBe('Black could win in 1 ply; this move lets the win go: it loses in 4 plies. Best: D2\u00a0→\u00a0D3.');
    expect(moveDetail(en, second, 'threwWin', 'white', 'B2-C2')).toBe('White could win in 3 plies; this move lets the win go: it loses in 2 plies. Best: D4\u00a0→\u00a0C3.');
    expect(moveDetail(en, third, 'wonBack', 'black', 'D2-C3')).toBe('The opponent’s mistake gave the win back: Black could win in 1 ply; this move takes it, by the shortest way.');
    expect(moveDetail(en, judged(win(1), win(1), ['D2-D3']), 'kept', 'black', 'D2-D3')).toBe('Black could win in 1 ply; this move keeps the win, by the shortest way.');
    expect(moveDetail(en, judged(win(7), win(9), ['D2-D3']), 'kept', 'white', 'A1-A2')).toBe('White could win in 7 plies; this move keeps the win, but in 9 plies. Best: D2\u00a0→\u00a0D3.');
    expect(moveDetail(en, judged(win(7), draw, ['D2-D3', 'C3-D4']), 'threwWin', 'white', 'A1-A2')).toBe('White could win in 7 plies; this move lets the win go: a draw with perfect play. Best: D2\u00a0→\u00a0D3, C3\u00a0→\u00a0D4.');
    expect(moveDetail(en, judged(draw, loss(6), ['A1-A2']), 'threwDraw', 'white', 'B1-B2')).toBe('White could hold the draw; this move lets it go: it loses in 6 plies. Best: A1\u00a0→\u00a0A2.');
    expect(moveDetail(en, judged(draw, draw, ['A1-A2']), 'held', 'black', 'A1-A2')).toBe('Black could draw at best; this move holds the draw.');
    expect(moveDetail(en, judged(loss(6), loss(6), ['A1-A2']), 'lost', 'black', 'A1-A2')).toBe('Black was lost in 6 plies against perfect play; this move holds out the longest.');
    expect(moveDetail(en, judged(loss(6), loss(2), ['A1-A2']), 'lost', 'black', 'B1-B2')).toBe('Black was lost in 6 plies against perfect play; this move loses in 2 plies. Best: A1\u00a0→\u00a0A2.');
    expect(positionText(en, { side: 'black', outcome: win(1) }, true)).toBe('At the start, Black, to move, can win in 1 ply.');
    expect(positionText(en, { side: 'white', outcome: loss(2) }, false)).toBe('Now, White, to move, is lost in 2 plies against perfect play.');
    expect(positionText(en, { side: 'white', outcome: draw }, false)).toBe('Now, White, to move, can draw at best.');
  });

  it('says the same in French, the sides as players ("les Blancs")', () => {
    const [first, , third] = MISSED as [MoveSolution, MoveSolution, MoveSolution];
    expect(moveDetail(fr, first, 'threwWin', 'black', 'C3-D3')).toBe('Les Noirs pouvaient gagner en 1 demi-coup ; ce coup laisse échapper la victoire : il perd en 4 demi-coups. Meilleur : D2\u00a0→\u00a0D3.');
    expect(moveDetail(fr, third, 'wonBack', 'black', 'D2-C3')).toBe('L’erreur adverse a rendu la victoire : les Noirs pouvaient gagner en 1 demi-coup ; ce coup la reprend, par le plus court chemin.');
    expect(moveDetail(fr, judged(win(7), draw, ['D2-D3', 'C3-D4']), 'threwWin', 'white', 'A1-A2')).toBe('Les Blancs pouvaient gagner en 7 demi-coups ; ce coup laisse échapper la victoire : nulle avec le jeu parfait. Meilleurs : D2\u00a0→\u00a0D3, C3\u00a0→\u00a0D4.');
    expect(moveDetail(fr, judged(draw, loss(6), ['A1-A2']), 'threwDraw', 'white', 'B1-B2')).toBe('Les Blancs pouvaient tenir la nulle ; ce coup la laisse échapper : il perd en 6 demi-coups. Meilleur : A1\u00a0→\u00a0A2.');
    expect(moveDetail(fr, judged(draw, draw, ['A1-A2']), 'held', 'black', 'A1-A2')).toBe('Les Noirs pouvaient au mieux faire nulle ; ce coup tient la nulle.');
    expect(moveDetail(fr, judged(loss(6), loss(6), ['A1-A2']), 'lost', 'black', 'A1-A2')).toBe('Les Noirs étaient perdus en 6 demi-coups contre le jeu parfait ; ce coup résiste le plus longtemps.');
    expect(moveDetail(fr, judged(win(7), win(9), ['D2-D3']), 'kept', 'white', 'A1-A2')).toBe('Les Blancs pouvaient gagner en 7 demi-coups ; ce coup garde la victoire, mais en 9 demi-coups. Meilleur : D2\u00a0→\u00a0D3.');
    expect(positionText(fr, { side: 'black', outcome: win(1) }, true)).toBe('Au départ, les Noirs, au trait, peuvent gagner en 1 demi-coup.');
    expect(positionText(fr, { side: 'white', outcome: loss(3) }, false)).toBe('Maintenant, les Blancs, au trait, sont perdus en 3 demi-coups contre le jeu parfait.');
    expect(positionText(fr, { side: 'white', outcome: draw }, false)).toBe('Maintenant, les Blancs, au trait, peuvent au mieux faire nulle.');
  });

  it('has a distinct glyph and words in both languages for every mark, and counts the turning points in words', () => {
    expect(new Set(MARKS.map((mark) => MARK_GLYPHS[mark])).size).toBe(MARKS.length);
    for (const catalogue of [en, fr]) {
      const words = MARKS.map((mark) => markText(catalogue, mark));
      expect(words.every((text) => text.length > 0)).toBe(true);
      expect(new Set(words).size).toBe(MARKS.length);
    }
    expect(markText(en, 'threwWin')).toBe('threw away the win');
    expect(markText(fr, 'wonBack')).toBe('reprend la victoire');
    expect(en.solution.turningPoints(3)).toBe('3 turning points');
    expect(en.solution.turningPoints(1)).toBe('1 turning point');
    expect(en.solution.turningPoints(0)).toMatch(/^No turning point/);
    expect(fr.solution.turningPoints(2)).toBe('2 tournants');
  });

  it('takes the answer’s solution only when it is one well-formed entry per accepted move', async () => {
    expect(solutionOf(null, 2)).toBeNull();
    expect(solutionOf(MISSED, 2)).toBeNull();
    expect(solutionOf([{ best: { value: 'won', plies: 1 }, played: draw, best_moves: [] }], 1)).toBeNull();
    expect(solutionOf([{ best: { value: 'draw' }, played: { value: 'draw', plies: null } }], 1))
      .toEqual([{ best: draw, played: draw, best_moves: [] }]);
    expect(solutionOf(MISSED, 3)).toEqual(MISSED);
    const answer: Replay = {
      variant: 'grec', tags: [], positions: ['a', 'b'], moves: [{ move: 'C3-D3', side: 'black', captured: [], in_check: [] }],
      error: null, result: { state: 'ongoing', winner: null, reason: null }, recorded_result: '*', solution: MISSED.slice(0, 1),
    };
    setFetch(async () => new Response(JSON.stringify(answer), { status: 200 }));
    expect((await replayRecord('[Variant "grec"]\n1... C3-D3')).solution).toEqual(MISSED.slice(0, 1));
    setFetch(async () => new Response(JSON.stringify({ ...answer, solution: undefined }), { status: 200 }));
    expect((await replayRecord('[Variant "grec"]\n1... C3-D3')).solution).toBeNull();
  });
});
