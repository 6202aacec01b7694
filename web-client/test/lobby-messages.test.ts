import { describe, expect, it } from 'vitest';
import { parseLobbyMessage, readChallenge } from '../src/lib/lobby-messages';

const challenge = {
  id: 'c8Yt', variant: 'petteia-6x6', time: { initial_ms: 300000, increment_ms: 3000 }, rated: true, color: 'random',
  category: 'petteia-6x6/blitz', by: { name: 'Ariadne', rating: 1500, provisional: true }, mine: false, posted_at_ms: 1795000000000,
};

const frame = (value: unknown) => parseLobbyMessage(JSON.stringify(value));

describe('the lobby\'s messages, as protocol/README.md writes them', () => {
  it('reads the whole lobby, the answer to lobby_join', () => {
    const message = frame({
      type: 'lobby', you: { name: 'Ariadne', ratings: { 'petteia-6x6/blitz': { rating: 1500, provisional: true } } },
      challenges: [challenge], seek: null, players: 12,
    });
    expect(message).toEqual({
      type: 'lobby', you: { name: 'Ariadne', ratings: { 'petteia-6x6/blitz': { rating: 1500, provisional: true } } },
      challenges: [challenge], seek: null, players: 12, total: 1, pools: [],
    });
    // A crowded lobby lists 100 and counts them all; a total below the list is the list's length.
    const crowded = frame({ type: 'lobby', you: { name: null, ratings: {} }, challenges: [challenge], seek: null, players: 40, total: 240 });
    expect(crowded).toMatchObject({ type: 'lobby', total: 240 });
    expect(frame({ type: 'lobby', you: { name: null, ratings: {} }, challenges: [challenge], seek: null, players: 4, total: 0 })).toMatchObject({ total: 1 });
    expect(frame({ type: 'lobby', you: { name: null, ratings: {} }, challenges: [challenge], seek: null, players: 4, total: 'many' })).toMatchObject({ total: 1 });
    // Without an account; with this browser's seek.
    const anonymous = frame({ type: 'lobby', you: { name: null, ratings: {} }, challenges: [], players: 1,
      seek: { id: 's2Pq', variant: 'petteia-6x6', time: { initial_ms: 180000, increment_ms: 2000 }, rated: false, since_ms: 5 } });
    expect(anonymous).toMatchObject({ you: { name: null }, seek: { id: 's2Pq', since_ms: 5 } });
  });

  it('reads a challenge of an anonymous player, untimed, and one of a newer server with more fields', () => {
    expect(readChallenge({ ...challenge, by: null, time: null, category: null, rated: false })).toEqual({ ...challenge, by: null, time: null, category: null, rated: false });
    expect(readChallenge({ ...challenge, flag: 'new', by: { name: 'B', rating: 1720.4, provisional: false, title: 'x' } }))
      .toEqual({ ...challenge, by: { name: 'B', rating: 1720.4, provisional: false } });
    expect(readChallenge({ ...challenge, by: { name: 'C' } })?.by).toEqual({ name: 'C', rating: null, provisional: false });
    expect(readChallenge({ ...challenge, mine: true })?.mine).toBe(true);
  });

  it('refuses a challenge that is not one, and keeps the lobby\'s other challenges', () => {
    for (const broken of [
      { ...challenge, id: '' }, { ...challenge, id: '../x' }, { ...challenge, id: 'x'.repeat(65) }, { ...challenge, variant: 3 },
      { ...challenge, time: { initial_ms: 0, increment_ms: 0 } }, { ...challenge, time: { initial_ms: 60000, increment_ms: -1 } },
      { ...challenge, time: '5+3' }, { ...challenge, rated: 'yes' }, { ...challenge, color: '' }, { ...challenge, by: { name: '' } },
      { ...challenge, by: { name: 'A', rating: 'high' } }, { ...challenge, posted_at_ms: null }, null, [challenge], 'c8Yt',
    ]) expect(readChallenge(broken)).toBeNull();
    const lobby = frame({ type: 'lobby', you: { name: null, ratings: {} }, challenges: [challenge, { ...challenge, id: 7 }], seek: null, players: 2 });
    expect(lobby?.type === 'lobby' && lobby.challenges.map((one) => one.id)).toEqual(['c8Yt']);
    expect(frame({ type: 'lobby', you: null, challenges: [], seek: null, players: 2 })).toBeNull();
    expect(frame({ type: 'lobby', you: { name: null, ratings: {} }, challenges: {}, seek: null, players: 2 })).toBeNull();
    expect(frame({ type: 'lobby', you: { name: null, ratings: {} }, challenges: [], seek: { id: 1 }, players: 2 })).toBeNull();
  });

  it('reads the answers to posting and seeking, with their secrets', () => {
    expect(frame({ type: 'challenge_posted', challenge: { ...challenge, mine: true }, secret: 'Rt1h' }))
      .toEqual({ type: 'challenge_posted', challenge: { ...challenge, mine: true }, secret: 'Rt1h' });
    expect(frame({ type: 'challenge_posted', challenge, secret: '' })).toBeNull();
    const seek = { id: 's2Pq', variant: 'petteia-6x6', time: { initial_ms: 180000, increment_ms: 2000 }, rated: false, since_ms: 1795000000000 };
    expect(frame({ type: 'seeking', seek, secret: 'Rt1h' })).toEqual({ type: 'seeking', seek, secret: 'Rt1h' });
    expect(frame({ type: 'seeking', seek })).toBeNull();
    expect(frame({ type: 'seek_ended' })).toEqual({ type: 'seek_ended' });
  });

  it('reads the list\'s changes and the number of players', () => {
    expect(frame({ type: 'challenge_added', challenge })).toEqual({ type: 'challenge_added', challenge });
    expect(frame({ type: 'challenge_removed', id: 'c8Yt' })).toEqual({ type: 'challenge_removed', id: 'c8Yt' });
    expect(frame({ type: 'challenge_removed' })).toBeNull();
    expect(frame({ type: 'lobby_players', players: 13 })).toEqual({ type: 'lobby_players', players: 13 });
    expect(frame({ type: 'lobby_players', players: -1 })).toBeNull();
  });

  it('reads a pairing, whose game id must be one that fits the page\'s address', () => {
    expect(frame({ type: 'paired', game: 'FrRnCfQyUNyHh-JH', secret: 'Rt1h', side: 'light', challenge: 'c8Yt' }))
      .toEqual({ type: 'paired', game: 'FrRnCfQyUNyHh-JH', secret: 'Rt1h', side: 'light', challenge: 'c8Yt' });
    // Quick pairing names no challenge; a secret left out is looked for in what the page kept.
    expect(frame({ type: 'paired', game: 'G1', side: 'dark', challenge: null })).toEqual({ type: 'paired', game: 'G1', secret: null, side: 'dark', challenge: null });
    // Asked rated, played casual (rating farming): said, with the reason.
    expect(frame({ type: 'paired', game: 'G2', secret: null, side: 'dark', challenge: null, rated: false, casual_reason: 'same_network' }))
      .toEqual({ type: 'paired', game: 'G2', secret: null, side: 'dark', challenge: null, rated: false, casual_reason: 'same_network' });
    expect(frame({ type: 'paired', game: 'G3', side: 'dark', challenge: null, rated: true, casual_reason: null }))
      .toEqual({ type: 'paired', game: 'G3', secret: null, side: 'dark', challenge: null, rated: true });
    expect(frame({ type: 'paired', game: '../../account', secret: 'x' })).toBeNull();
    expect(frame({ type: 'paired', game: 'https://evil.example/', secret: 'x' })).toBeNull();
  });

  it('reads errors with their detail and ref, and drops what it does not know', () => {
    expect(frame({ type: 'error', code: 'too_many_challenges', message: 'too many challenges from your address; try again in 40 s', detail: '40', ref: 3 }))
      .toEqual({ type: 'error', code: 'too_many_challenges', message: 'too many challenges from your address; try again in 40 s', detail: '40', ref: 3 });
    expect(frame({ type: 'error', code: 'own_challenge', message: 'x' })).toEqual({ type: 'error', code: 'own_challenge', message: 'x', detail: null, ref: null });
    expect(frame({ type: 'error', message: 'no code' })).toBeNull();
    expect(frame({ type: 'teleport' })).toBeNull();
    expect(parseLobbyMessage('not json')).toBeNull();
    expect(parseLobbyMessage('[1]')).toBeNull();
    expect(frame({ type: 'hello', protocol: 1, server_time_ms: 1795000000000 })).toEqual({ type: 'hello', protocol: 1, server_time_ms: 1795000000000 });
  });
});
