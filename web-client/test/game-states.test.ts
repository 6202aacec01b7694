// Home told by the server which of this browser's games ended while the player was away (issue 37).
import { afterEach, describe, expect, it } from 'vitest';
import { applyStates, finishedGames, gamesInProgress, gamesToAsk, readSummary, summarise, MAX_STATES_ASKED, type GameSummary } from '../src/lib/games-in-progress';
import { refreshGameStates } from '../src/lib/game-states';
import { setFetch } from '../src/lib/api';
import { snapshot } from './fixtures';

const summary = (overrides: Partial<GameSummary> = {}): GameSummary => ({
  variant: 'petteia-6x6', side: 'light', computer: 'beginner', stranger: false, toMove: 'light', opponentSeated: true, over: false, seenMs: 1000,
  ...overrides,
});
const stored = (entries: [string, GameSummary][]): [string, string][] => entries.map(([id, s]) => [id, JSON.stringify(s)]);
const all = () => true;
const lostOnTime = { state: 'win', winner: 'dark', reason: 'time' };

describe('Home asks the server about its games in progress', () => {
  it('asks about the unfinished games it holds a seat in, the most recently seen first, at most 20', () => {
    const many = stored(Array.from({ length: 30 }, (_, i) => [`G${i}`, summary({ seenMs: i, over: i === 29 })] as [string, GameSummary]));
    const asked = gamesToAsk(many, (game) => game !== 'G28');
    expect(asked).toHaveLength(MAX_STATES_ASKED);
    expect(asked.slice(0, 2)).toEqual(['G27', 'G26']); // G29 is over, G28 not held here
  });

  it('a game lost on time while away is no longer "Your move": it is finished, with its result', () => {
    const notes = stored([['A', summary()], ['B', summary({ toMove: 'dark' })], ['C', summary()], ['D', summary()]]);
    const changed = applyStates(notes, [
      { game: 'A', found: true, over: true, to_move: 'light', result: lostOnTime },
      { game: 'B', found: true, over: false, to_move: 'light' }, // the opponent moved
      { game: 'C', found: true, over: false, to_move: 'light' }, // as seen: nothing to store
      { game: 'D', found: false },
      { game: 'unknown-here', found: true, over: true },
    ]);
    expect([...changed.keys()]).toEqual(['A', 'B', 'D']);
    expect(changed.get('A')).toEqual(summary({ over: true, result: lostOnTime }));
    expect(changed.get('B')?.toMove).toBe('light');
    expect(changed.get('D')).toBeNull();
    const after: [string, string][] = notes.map(([game, text]) => [game, changed.has(game) ? JSON.stringify(changed.get(game)) : text]);
    expect(gamesInProgress(after.filter(([game]) => changed.get(game) !== null), all).map((entry) => [entry.game, entry.turn]))
      .toEqual([['B', 'your-move'], ['C', 'your-move']]);
    expect(finishedGames(after, all).map((entry) => entry.game)).toEqual(['A']);
  });

  it('the game page keeps a finished game with its result, for Home to list it under Finished', () => {
    const over = summarise(snapshot({ result: { state: 'win', winner: 'dark', reason: 'time' } }), 'light', 7);
    expect(over?.result).toEqual(lostOnTime);
    expect(readSummary(JSON.stringify(over))).toEqual(over);
    const notes = stored([['old', summary({ over: true, seenMs: 1 })], ['new', summary({ over: true, seenMs: 9 })], ['playing', summary()]]);
    expect(finishedGames(notes, all).map((entry) => entry.game)).toEqual(['new', 'old']);
    expect(finishedGames(notes, (game) => game !== 'new').map((entry) => entry.game)).toEqual(['old']);
  });
});

describe('the request', () => {
  const storage = new Map<string, string>();
  globalThis.localStorage = {
    get length() { return storage.size; },
    key: (i: number) => [...storage.keys()][i] ?? null,
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
    clear: () => storage.clear(),
  } as Storage;
  afterEach(() => storage.clear());

  it('is one GET of the ids, and what it says is stored', async () => {
    storage.set('petteia.game.AAAAAAAAAAAAAAAA', JSON.stringify(summary()));
    storage.set('petteia.secret.AAAAAAAAAAAAAAAA', 'secret');
    storage.set('petteia.game.BBBBBBBBBBBBBBBB', JSON.stringify(summary()));
    storage.set('petteia.secret.BBBBBBBBBBBBBBBB', 'secret');
    const asked: string[] = [];
    setFetch(async (input) => {
      asked.push(input);
      return new Response(JSON.stringify({ games: [
        { game: 'AAAAAAAAAAAAAAAA', found: true, over: true, to_move: 'light', result: lostOnTime },
        { game: 'BBBBBBBBBBBBBBBB', found: true, over: false, to_move: 'light' },
        'junk',
      ] }), { status: 200 });
    });
    expect(await refreshGameStates()).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/api\/games\?ids=[AB]{16},[AB]{16}$/);
    expect(readSummary(storage.get('petteia.game.AAAAAAAAAAAAAAAA')!)?.over).toBe(true);
    expect(readSummary(storage.get('petteia.game.BBBBBBBBBBBBBBBB')!)?.over).toBe(false);
  });

  it('offline or refused, nothing changes', async () => {
    storage.set('petteia.game.AAAAAAAAAAAAAAAA', JSON.stringify(summary()));
    storage.set('petteia.secret.AAAAAAAAAAAAAAAA', 'secret');
    setFetch(async () => { throw new Error('offline'); });
    expect(await refreshGameStates()).toBe(false);
    setFetch(async () => new Response(JSON.stringify({ code: 'rate_limited' }), { status: 429 }));
    expect(await refreshGameStates()).toBe(false);
    expect(readSummary(storage.get('petteia.game.AAAAAAAAAAAAAAAA')!)).toEqual(summary());
  });

  it('nothing to ask, no request', async () => {
    let asked = 0;
    setFetch(async () => { asked++; return new Response('{}'); });
    expect(await refreshGameStates()).toBe(false);
    expect(asked).toBe(0);
  });
});

describe('the server’s answer and days per move', () => {
  it('a new deadline is stored, a finished game keeps none', () => {
    const notes = stored([['A', summary({ deadlineMs: 5 })], ['B', summary({ deadlineMs: 5 })], ['C', summary({ deadlineMs: 5 })]]);
    const changed = applyStates(notes, [
      { game: 'A', found: true, over: false, to_move: 'light', deadline_ms: 9 },
      { game: 'B', found: true, over: true, to_move: 'light', result: lostOnTime },
      { game: 'C', found: true, over: false, to_move: 'light', deadline_ms: 5 }, // as seen
    ]);
    expect(changed.get('A')?.deadlineMs).toBe(9);
    expect(changed.get('B')?.deadlineMs).toBeUndefined();
    expect(changed.has('C')).toBe(false);
  });
});
