import { describe, expect, it } from 'vitest';
import { gamesInProgress, readSummary, summarise, turnOf, withAccountGames, type GameSummary } from '../src/lib/games-in-progress';
import type { AccountPlaying } from '../src/lib/api';
import { snapshot } from './fixtures';

const summary = (overrides: Partial<GameSummary> = {}): GameSummary => ({
  variant: 'petteia-6x6', side: 'light', computer: null, stranger: false, toMove: 'light', opponentSeated: true, over: false, seenMs: 1000,
  ...overrides,
});

describe('what the game view notes of a game', () => {
  it('a player’s game: side, whose move, the opponent', () => {
    expect(summarise(snapshot({ to_move: 'dark' }), 'light', 5)).toEqual(summary({ toMove: 'dark', seenMs: 5 }));
    expect(summarise(snapshot({ computer: { side: 'dark', level: 'expert' } }), 'light', 5)?.computer).toBe('expert');
  });

  it('a stranger met in the lobby: the snapshot names the players', () => {
    const players = { light: { name: 'Ariadne', rating: 1500, provisional: true, change: null }, dark: null };
    expect(summarise(snapshot({ players }), 'light', 5)?.stranger).toBe(true);
    expect(readSummary(JSON.stringify(summary({ stranger: true })))?.stranger).toBe(true);
    // A summary written before strangers were told apart reads as a friend's game.
    const { stranger: _, ...older } = summary();
    expect(readSummary(JSON.stringify(older))?.stranger).toBe(false);
  });

  it('a friend not yet arrived, and a finished game', () => {
    const waiting = snapshot({ seats: { light: { taken: true, connected: true, away_since_ms: null, claim_from_ms: null },
      dark: { taken: false, connected: false, away_since_ms: null, claim_from_ms: null } } });
    expect(summarise(waiting, 'light', 1)?.opponentSeated).toBe(false);
    expect(summarise(snapshot({ result: { state: 'win', winner: 'light', reason: 'resign' } }), 'dark', 1)?.over).toBe(true);
  });

  it('nothing for a spectator', () => {
    expect(summarise(snapshot(), 'spectator', 1)).toBeNull();
    expect(summarise(snapshot(), null, 1)).toBeNull();
  });

  it('reads back what it wrote, and nothing from text that is not a summary', () => {
    expect(readSummary(JSON.stringify(summary()))).toEqual(summary());
    for (const text of ['', 'x', 'null', '{}', JSON.stringify({ ...summary(), over: 'no' }), JSON.stringify({ ...summary(), computer: 3 })])
      expect(readSummary(text)).toBeNull();
  });
});

describe('the games in progress Home lists', () => {
  const stored = (entries: [string, GameSummary][]): [string, string][] => entries.map(([id, s]) => [id, JSON.stringify(s)]);
  const all = () => true;

  it('say whose move it is', () => {
    expect(turnOf(summary())).toBe('your-move');
    expect(turnOf(summary({ toMove: 'dark' }))).toBe('their-move');
    expect(turnOf(summary({ opponentSeated: false }))).toBe('waiting-for-friend');
  });

  it('leave out finished games, games without a seat secret here, and unreadable entries', () => {
    const list = gamesInProgress([...stored([['A', summary()], ['B', summary({ over: true })], ['C', summary()]]), ['D', 'junk']],
      (game) => game !== 'C');
    expect(list.map((entry) => entry.game)).toEqual(['A']);
  });

  it('put the player’s move first, then waiting invitations, then the rest, newest first within each', () => {
    const list = gamesInProgress(stored([
      ['old-theirs', summary({ toMove: 'dark', seenMs: 1 })],
      ['new-theirs', summary({ toMove: 'dark', seenMs: 9 })],
      ['mine', summary({ seenMs: 2 })],
      ['invitation', summary({ opponentSeated: false, seenMs: 3 })],
    ]), all);
    expect(list.map((entry) => [entry.game, entry.turn])).toEqual([
      ['mine', 'your-move'], ['invitation', 'waiting-for-friend'], ['new-theirs', 'their-move'], ['old-theirs', 'their-move']]);
  });

  it('list at most the limit', () => {
    const many = stored(Array.from({ length: 12 }, (_, i) => [`G${i}`, summary({ seenMs: i })] as [string, GameSummary]));
    expect(gamesInProgress(many, all)).toHaveLength(8);
    expect(gamesInProgress(many, all, 3).map((entry) => entry.game)).toEqual(['G11', 'G10', 'G9']);
  });
});

describe('with a signed-in account', () => {
  const playing = (overrides: Partial<AccountPlaying>): AccountPlaying => ({
    game: 'X', variant: 'petteia-6x6', side: 'light', opponent: 'friend', level: null, moves: 2, to_move: 'light', waiting: false, ...overrides,
  });
  const local = gamesInProgress([['A', JSON.stringify(summary({ toMove: 'dark', seenMs: 5 }))], ['B', JSON.stringify(summary({ seenMs: 1 }))]], () => true);

  it('takes whose move it is from the server for this browser’s games', () => {
    const list = withAccountGames(local, [playing({ game: 'A', to_move: 'light' })]);
    expect(list.map((entry) => [entry.game, entry.turn, entry.here])).toEqual([['A', 'your-move', true], ['B', 'your-move', true]]);
  });

  it('lists the account’s other games after this browser’s, not to be opened here, in the server’s order', () => {
    const list = withAccountGames(local, [
      playing({ game: 'far-1', opponent: 'computer', level: 'expert', to_move: 'dark' }),
      playing({ game: 'far-2', waiting: true }),
      playing({ game: 'B' }),
    ]);
    expect(list.map((entry) => [entry.game, entry.turn, entry.here])).toEqual([
      ['B', 'your-move', true], ['A', 'their-move', true], ['far-2', 'waiting-for-friend', false], ['far-1', 'their-move', false]]);
    expect(list.find((entry) => entry.game === 'far-1')?.summary.computer).toBe('expert');
  });

  it('keeps the limit', () => {
    const many = Array.from({ length: 10 }, (_, i) => playing({ game: `far-${i}` }));
    expect(withAccountGames(local, many, 4).map((entry) => entry.game)).toEqual(['B', 'A', 'far-0', 'far-1']);
  });
});

describe('days per move (correspondence) in the lists', () => {
  const playing = (overrides: Partial<AccountPlaying>): AccountPlaying => ({
    game: 'A', variant: 'petteia-6x6', side: 'light', opponent: 'friend', level: null, moves: 2, to_move: 'light', waiting: false, ...overrides,
  });
  const days = { initial_ms: 86_400_000, increment_ms: 0, remaining_ms: { light: 86_000_000, dark: 86_400_000 }, running: 'light', server_time_ms: 1_000, days: 1, deadline_ms: 86_001_000 };

  it('the game view notes the deadline of the side to move while the game goes on, and reads it back', () => {
    const noted = summarise(snapshot({ clock: days }), 'light', 5);
    expect(noted?.deadlineMs).toBe(86_001_000);
    expect(readSummary(JSON.stringify(noted))?.deadlineMs).toBe(86_001_000);
    const { days: _days, ...gameClock } = days;
    expect(summarise(snapshot({ clock: gameClock }), 'light', 5)?.deadlineMs).toBeUndefined(); // a game clock
    expect(summarise(snapshot({ clock: days, result: { state: 'win', winner: 'light', reason: 'resign' } }), 'light', 5)?.deadlineMs).toBeUndefined();
    expect(readSummary(JSON.stringify({ ...summary(), deadlineMs: 'soon' }))?.deadlineMs).toBeUndefined();
  });

  it('the account’s list brings the deadline of the games it knows, unless the game page saw the game after the list was fetched', () => {
    const local = gamesInProgress([['A', JSON.stringify(summary({ toMove: 'dark', seenMs: 5, deadlineMs: 10 }))]], () => true);
    const fetchedBefore = withAccountGames(local, [playing({ deadline_ms: 99 })], 8, 4);
    expect([fetchedBefore[0]?.turn, fetchedBefore[0]?.summary.deadlineMs]).toEqual(['their-move', 10]);
    const fetchedAfter = withAccountGames(local, [playing({ deadline_ms: 99 })], 8, 6);
    expect([fetchedAfter[0]?.turn, fetchedAfter[0]?.summary.deadlineMs]).toEqual(['your-move', 99]);
    expect(withAccountGames(local, [playing({})], 8, 6)[0]?.summary.deadlineMs).toBeUndefined(); // no deadline any more
    expect(withAccountGames([], [playing({ game: 'far', deadline_ms: 7 })])[0]?.summary.deadlineMs).toBe(7);
  });
});
