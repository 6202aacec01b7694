// Who waits in the lobby (issue 38): the pools as the server sends them (an unreadable one dropped,
// the others kept), the state they make, and this browser's own seek not counted as someone waiting.
import { describe, expect, it } from 'vitest';
import { parseLobbyMessage, type Pool, type Seek } from '../src/lib/lobby-messages';
import { EMPTY_LOBBY, lobbyAfter, othersWaiting, timeChoiceOf } from '../src/lib/lobby-state';

const blitz = { initial_ms: 180_000, increment_ms: 2_000 };

describe('the lobby\'s pools', () => {
  it('reads the pools of lobby_pools and of the lobby', () => {
    const message = parseLobbyMessage(JSON.stringify({ type: 'lobby_pools', pools: [
      { variant: 'grec', time: blitz, rated: false, seeking: 2 },
      { variant: 'grec', time: blitz, rated: 'yes', seeking: 1 },
      { variant: 'grec', time: null, rated: true, seeking: 0 },
      { variant: 'petteia-6x6', time: { initial_ms: 259_200_000, increment_ms: 0, days: 3 }, rated: true, seeking: 1 },
    ] }));
    expect(message).toEqual({ type: 'lobby_pools', pools: [
      { variant: 'grec', time: blitz, rated: false, seeking: 2 },
      { variant: 'petteia-6x6', time: { initial_ms: 259_200_000, increment_ms: 0, days: 3 }, rated: true, seeking: 1 },
    ] });
    const state = lobbyAfter(EMPTY_LOBBY, message!);
    expect(state.pools).toHaveLength(2);
    const lobby = parseLobbyMessage(JSON.stringify({ type: 'lobby', you: { name: null, ratings: {} }, challenges: [], seek: null, players: 3 }));
    expect(lobbyAfter(state, lobby!).pools).toEqual([]); // an older server says none
    expect(parseLobbyMessage('{"type":"lobby_pools","pools":7}')).toBeNull();
  });

  it('takes this browser\'s own seek out of its pool', () => {
    const pools: Pool[] = [{ variant: 'grec', time: blitz, rated: false, seeking: 2 }, { variant: 'grec', time: null, rated: false, seeking: 1 }];
    const mine: Seek = { id: 's', variant: 'grec', time: blitz, rated: false, since_ms: 0 };
    expect(othersWaiting(pools, mine)).toEqual([{ variant: 'grec', time: blitz, rated: false, seeking: 1 }, pools[1]]);
    expect(othersWaiting([pools[1]!], { ...mine, time: null })).toEqual([]);
    expect(othersWaiting(pools, { ...mine, rated: true })).toEqual(pools);
  });

  it('sends a pool\'s clock back as a seek takes it', () => {
    expect(timeChoiceOf(blitz)).toEqual({ minutes: 3, increment: 2 });
    expect(timeChoiceOf({ initial_ms: 259_200_000, increment_ms: 0, days: 3 })).toEqual({ days: 3 });
    expect(timeChoiceOf(null)).toBeNull();
  });
});
