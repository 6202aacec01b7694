import { describe, expect, it } from 'vitest';
import { liveServerNow, readLiveGame, readLiveList } from '../src/lib/live-games';
import { remainingAt } from '../src/lib/clock';

// A LIVE item as protocol/README.md writes it.
const live = {
  game: 'FrRnCfQyUNyHh-JH', variant: 'petteia-8x8', width: 8, height: 8, sides: ['light', 'dark'],
  position: 'DDDDDDDD/8/8/8/8/8/8/LLLLLLLL dark 1', to_move: 'dark', last_move: 'D2-D4',
  clock: { initial_ms: 300000, increment_ms: 3000, remaining_ms: { light: 298100, dark: 301000 }, running: 'dark', server_time_ms: 1795000012345 },
  rated: true,
  players: { light: { name: 'Ariadne', rating: 1620, provisional: false, change: null }, dark: null },
  spectators: 3, moves: 17, started_ms: 1795000000000,
};

describe('the live games, as GET /api/live answers them', () => {
  it('reads a game whole: both seats (one anonymous), the clock, the spectators', () => {
    expect(readLiveGame(live)).toEqual({
      ...live,
      players: { light: { name: 'Ariadne', rating: 1620, provisional: false }, dark: null },
    });
  });

  it('reads an untimed game, a friend\'s game without players, a rating never set, and a newer server\'s fields', () => {
    const game = readLiveGame({ ...live, clock: null, players: null, last_move: null, extra: 1 });
    expect(game).toMatchObject({ clock: null, players: { light: null, dark: null }, last_move: null });
    expect(game).not.toHaveProperty('extra');
    expect(readLiveGame({ ...live, players: { light: { name: 'Zoé', rating: null, provisional: true }, dark: { name: 'B' } } })?.players)
      .toEqual({ light: { name: 'Zoé', rating: null, provisional: true }, dark: { name: 'B', rating: null, provisional: false } });
    // Counts the server leaves out are 0, a start it leaves out is unknown.
    const { spectators: _s, moves: _m, started_ms: _t, ...bare } = live;
    expect(readLiveGame(bare)).toMatchObject({ spectators: 0, moves: 0, started_ms: null });
  });

  it('refuses a game that is not one', () => {
    for (const broken of [
      { ...live, game: '../x' }, { ...live, game: '' }, { ...live, variant: 3 }, { ...live, width: 0 }, { ...live, height: 27 },
      { ...live, sides: ['light'] }, { ...live, to_move: 'blue' }, { ...live, position: '' }, { ...live, rated: 'yes' },
      { ...live, last_move: 5 }, { ...live, clock: '5+3' }, { ...live, clock: { ...live.clock, remaining_ms: { light: 1 } } },
      { ...live, clock: { ...live.clock, running: 'blue' } }, { ...live, clock: { ...live.clock, server_time_ms: null } },
      { ...live, players: { light: { name: '' }, dark: null } }, { ...live, players: { light: { name: 'A', rating: 'high' }, dark: null } },
      null, [live], 'game',
    ]) expect(readLiveGame(broken)).toBeNull();
  });

  it('keeps the server\'s order, leaves out an unreadable game and a repeated one, and refuses an answer of another shape', () => {
    const second = { ...live, game: 'second' };
    expect(readLiveList({ games: [second, { ...live, game: '' }, live, second] })?.games.map((game) => game.game)).toEqual(['second', 'FrRnCfQyUNyHh-JH']);
    expect(readLiveList({ games: [] })).toEqual({ games: [], server_time_ms: null });
    expect(readLiveList({ games: [], server_time_ms: 5 })?.server_time_ms).toBe(5);
    for (const broken of [null, [], {}, { games: {} }, 'games']) expect(readLiveList(broken)).toBeNull();
  });

  it('takes the answer\'s time from the answer, or the latest of its games\'', () => {
    expect(readLiveList({ games: [{ ...live, server_time_ms: 7 }, { ...live, game: 'b', server_time_ms: 9 }] })?.server_time_ms).toBe(9);
    expect(readLiveList({ games: [{ ...live, server_time_ms: 7 }], server_time_ms: 5 })?.server_time_ms).toBe(5);
    expect(readLiveList({ games: [{ ...live, server_time_ms: 'x' }] })?.server_time_ms).toBeNull();
  });

  it('counts the clocks down from the answer\'s time and this device\'s clock, held within the answer\'s age', () => {
    const list = readLiveList({ games: [{ ...live, server_time_ms: 1795000012345 }] });
    const clock = list?.games[0]?.clock;
    if (!list || !clock) throw new Error('unread');
    // The device agrees with the server: its clock, 1.5 s after the answer was read.
    expect(remainingAt(clock, 'dark', liveServerNow(list, 1795000013845))).toBe(299500);
    expect(remainingAt(clock, 'light', liveServerNow(list, 1795000013845))).toBe(298100);
    // A device whose clock is behind: the answer's time; far ahead: at most 3 s after it.
    expect(liveServerNow(list, 1795000000000)).toBe(1795000012345);
    expect(liveServerNow(list, 1795009999999)).toBe(1795000015345);
    // No time in the answer: the device's clock, but never before a clock's own time.
    const bare = { ...list, server_time_ms: null };
    expect(liveServerNow(bare, 1795000000000)).toBe(1795000012345);
    expect(remainingAt(clock, 'dark', liveServerNow(bare, 1795000014345))).toBe(299000);
    expect(liveServerNow({ games: [], server_time_ms: null }, 42)).toBe(42);
  });
});
