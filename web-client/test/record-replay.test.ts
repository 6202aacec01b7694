import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, setFetch } from '../src/lib/api';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import {
  MAX_BODY_BYTES, failureText, fetchRecord, illegalText, moveNumber, moveRows, namesItsGame, openingPly, recordedText,
  replayBody, replayRecord, resultText, secondSideStarts, swipeStep, verdictToken, type Replay,
} from '../src/lib/record-replay';
import { stepped } from '../src/lib/step-through';

const SIDES = ['white', 'black'];

/** A Petteia chess record whose fourth move (Black's second) is refused, as the server answers it. */
function refusedAtFour(): Replay {
  return {
    variant: 'petteia-chess',
    tags: [{ name: 'Event', value: 'Test' }],
    positions: ['p0', 'p1', 'p2', 'p3'],
    moves: [
      { move: 'Pe1-e3', side: 'white', captured: [], in_check: [] },
      { move: 'Pe8-e6', side: 'black', captured: [], in_check: [] },
      { move: 'Pd1-d3', side: 'white', captured: [], in_check: [] },
    ],
    error: { index: 3, move: 'Pe6-e2', reason: 'the Pawn on e6 cannot move to e2' },
    result: { state: 'ongoing', winner: null, reason: null },
    recorded_result: '1-0',
    solution: null,
  };
}

function mated(): Replay {
  return {
    ...refusedAtFour(), error: null, tags: [{ name: 'Termination', value: 'checkmate' }],
    result: { state: 'win', winner: 'white', reason: 'checkmate' }, recorded_result: '1-0',
  };
}

describe('the recorded-game viewer', () => {
  afterEach(() => setFetch((input, init) => fetch(input, init)));

  it('numbers moves as chess players write them, from a start with either side to move', () => {
    expect([0, 1, 2, 3, 4].map((index) => moveNumber(index))).toEqual(['1.', '1...', '2.', '2...', '3.']);
    expect([0, 1, 2].map((index) => moveNumber(index, true))).toEqual(['1...', '2.', '2...']);
    expect(secondSideStarts(refusedAtFour(), SIDES, 'white')).toBe(false);
    expect(secondSideStarts({ ...refusedAtFour(), moves: [] }, SIDES, 'black')).toBe(true);
  });

  it('lists the moves in numbered rows, the refused one last', () => {
    const rows = moveRows(refusedAtFour());
    expect(rows.map((row) => [row.number, row.first?.move ?? null, row.second?.move ?? null, row.second?.refused ?? null]))
      .toEqual([[1, 'Pe1-e3', 'Pe8-e6', false], [2, 'Pd1-d3', 'Pe6-e2', true]]);
    // The second side to move first: its move stands alone on the first row.
    const second = moveRows({ ...refusedAtFour(), error: null }, true);
    expect(second.map((row) => [row.number, row.first?.move ?? null, row.second?.move ?? null]))
      .toEqual([[1, null, 'Pe1-e3'], [2, 'Pe8-e6', 'Pd1-d3']]);
  });

  it('says which move is illegal, by its number, and why', () => {
    expect(illegalText(en, refusedAtFour())).toBe('Move 2... Pe6-e2 is illegal: the Pawn on e6 cannot move to e2');
    const first = { ...refusedAtFour(), error: { index: 2, move: 'Pd1-d9', reason: 'blocked.' } };
    expect(illegalText(en, first)).toBe('Move 2. Pd1-d9 is illegal: blocked');
    expect(illegalText(fr, refusedAtFour(), false, 'fr')).toBe('Coup 2... Pe6-e2 illégal : the Pawn on e6 cannot move to e2');
    // With the rules' code, French says the reason in French.
    const coded = { ...refusedAtFour(), error: { index: 3, move: 'Pe6-e2', reason: 'blocked', code: 'blocked' } };
    expect(illegalText(fr, coded, false, 'fr')).toBe('Coup 2... Pe6-e2 illégal : Le chemin est barré');
    expect(illegalText(en, mated())).toBeNull();
    // Petteia chess's reasons have codes too: said in French on the French page.
    const far = { ...refusedAtFour(), error: { index: 3, move: 'Kf9-f1', reason: 'the King on f9 cannot move to f1', code: 'cannot-reach' } };
    expect(illegalText(fr, far, false, 'fr')).toBe('Coup 2... Kf9-f1 illégal : Cette pièce ne peut pas y aller selon sa marche');
    expect(illegalText(en, far)).toBe('Move 2... Kf9-f1 is illegal: the King on f9 cannot move to f1');
  });

  it('says the result as a player says it, and where it comes from the record', () => {
    expect(resultText(en, mated(), SIDES)).toBe('White won: Black is checkmated');
    expect(resultText(fr, mated(), SIDES)).toBe('Blanc a gagné : Noir est mat');
    expect(recordedText(en, mated(), SIDES)).toBeNull();
    expect(resultText(en, refusedAtFour(), SIDES)).toBe(en.viewer.stoppedHere);
    expect(recordedText(en, refusedAtFour(), SIDES)).toBe('The record says: White wins (1-0)');
    // A resigned game: the moves do not end it, its record does, and the page says it plainly.
    const resigned: Replay = { ...refusedAtFour(), error: null, recorded_result: '0-1', tags: [{ name: 'Termination', value: 'resign' }] };
    expect(resultText(en, resigned, SIDES)).toBe('Black won: White resigned');
    expect(resultText(fr, resigned, SIDES)).toBe('Noir a gagné : Blanc a abandonné');
    expect(recordedText(en, resigned, SIDES)).toBe(en.viewer.byRecord);
    expect(resultText(en, { ...resigned, recorded_result: '*' }, SIDES)).toBe(en.viewer.ongoing);
    expect(recordedText(en, { ...resigned, recorded_result: '*' }, SIDES)).toBeNull();
    const drawn: Replay = { ...mated(), result: { state: 'draw', winner: null, reason: 'repetition' }, recorded_result: '1/2-1/2' };
    expect(resultText(en, drawn, SIDES)).toBe('Draw: the same position for the third time');
    expect(verdictToken(drawn.result, SIDES)).toBe('1/2-1/2');
    expect(verdictToken({ state: 'win', winner: 'black', reason: 'checkmate' }, SIDES)).toBe('0-1');
  });

  it('steps inside the accepted moves: forward stops at the last one before the refused move', () => {
    const replay = refusedAtFour();
    const stepping = { positions: replay.positions, ply: openingPly(replay) };
    expect(stepping.ply).toBe(3);
    expect(stepped(stepping, 'forward')).toBe(3);
    expect(stepped(stepping, 'back')).toBe(2);
    expect(stepped({ ...stepping, ply: 0 }, 'last')).toBe(3);
    // A record is read from the start; a finished game of this site opens at its end (a resigned one too).
    expect(openingPly(mated())).toBe(0);
    expect(openingPly(mated(), true)).toBe(mated().positions.length - 1);
    const unfinished = { ...mated(), result: { state: 'ongoing' as const, winner: null, reason: null } };
    expect(openingPly({ ...unfinished, recorded_result: null }, true)).toBe(0);
    expect(openingPly({ ...unfinished, recorded_result: '0-1' }, true)).toBe(mated().positions.length - 1);
  });

  it('reads a horizontal swipe, leftwards forward, and nothing else', () => {
    expect(swipeStep(-80, 10)).toBe('forward');
    expect(swipeStep(80, -10)).toBe('back');
    expect(swipeStep(30, 0)).toBeNull();
    expect(swipeStep(-60, 60)).toBeNull();
  });

  it('sends the chosen game only with a record that does not name its own', () => {
    expect(namesItsGame('[Event "x"]\n[Variant "grec"]\n1. A2-A3')).toBe(true);
    expect(namesItsGame('# variant: grec\nA2-A3')).toBe(true);
    expect(namesItsGame('1. Pe1-e3 {[Variant "grec"] in a comment, not first on its line}')).toBe(false);
    expect(JSON.parse(replayBody('1. A2-A3', 'grec'))).toEqual({ record: '1. A2-A3', variant: 'grec' });
    expect(JSON.parse(replayBody('1. A2-A3', null))).toEqual({ record: '1. A2-A3' });
  });

  it('posts the record and refuses an answer of another shape; a body over 16 KiB is not sent', async () => {
    const asked: { path: string; body: unknown }[] = [];
    let answer: unknown = mated();
    setFetch(async (path, init) => {
      asked.push({ path, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(answer), { status: 200 });
    });
    expect((await replayRecord('1. Pe1-e3', 'petteia-chess')).result.reason).toBe('checkmate');
    expect(asked).toEqual([{ path: '/api/records/replay', body: { record: '1. Pe1-e3', variant: 'petteia-chess' } }]);
    answer = { ...mated(), positions: ['p0'] };
    await expect(replayRecord('x')).rejects.toThrow();
    const huge = 'Pe1-e3 '.repeat(Math.ceil(MAX_BODY_BYTES / 7));
    await expect(replayRecord(huge)).rejects.toMatchObject({ code: 'message_too_large' });
    expect(asked).toHaveLength(2);
  });

  it('fetches a game’s record as text, and a missing game as an error', async () => {
    setFetch(async (path) => (path === '/api/games/abc/record'
      ? new Response('[Event "Petteia Online"]\n1. B1-B3 *', { status: 200, headers: { 'content-type': 'text/plain' } })
      : new Response(JSON.stringify({ code: 'game_not_found', message: 'no such game' }), { status: 404 })));
    expect(await fetchRecord('abc')).toContain('1. B1-B3');
    await expect(fetchRecord('zzz')).rejects.toMatchObject({ code: 'game_not_found', status: 404 });
  });

  it('says every failure in words, both languages, and offers the choice of game when the record names none', () => {
    const bad = new ApiError('invalid_message', 400);
    bad.detail = 'the record does not say which game it is';
    expect(failureText(en, bad, '1. Pe1-e3')).toEqual({ text: en.viewer.noVariant, chooseGame: true });
    expect(failureText(en, bad, '1. Pe1-e3', true).chooseGame).toBe(false);
    const fen = new ApiError('invalid_message', 400);
    fen.detail = 'bad position text';
    expect(failureText(en, fen, '[Variant "grec"]\n[FEN "x"]')).toEqual({ text: 'The record cannot be read: bad position text', chooseGame: false });
    expect(failureText(fr, new ApiError('bad_request', 413), 'x').text).toBe(fr.viewer.tooLarge);
    expect(failureText(en, new ApiError('rate_limited', 429, 3), 'x').text).toBe('Too many records at once; try again in 3 s.');
    expect(failureText(fr, new ApiError('rate_limited', 429, 3), 'x').text).toBe('Trop de parties à la fois ; réessayez dans 3 s.');
    expect(failureText(en, new ApiError('network', 0), 'x').text).toBe(en.viewer.network);
    expect(failureText(fr, new ApiError('game_not_found', 404), '').text).toBe(fr.viewer.gameNotFound);
    expect(failureText(en, new ApiError('internal', 500), 'x').text).toBe('The game could not be checked: The server had a problem. Try again.');
  });
});
