import { describe, expect, it } from 'vitest';
import { LEVELS, chosenTime, invitationAgain, newGameRequest, type GameChoice } from '../src/lib/new-game';

const choice = (overrides: Partial<GameChoice> = {}): GameChoice =>
  ({ variant: 'petteia-6x6', time: 'none', minutes: '7', increment: '2', days: '3', color: 'first', ...overrides });

describe('new game requests', () => {
  it('asks for a game against the computer with its level, as protocol/README.md shows', () => {
    expect(newGameRequest(choice(), 'expert')).toEqual(
      { variant: 'petteia-6x6', time: null, color: 'first', opponent: 'computer', level: 'expert' });
    expect(JSON.stringify(newGameRequest(choice({ variant: 'grec', time: '5+0', color: 'random' }), 'beginner'))).toBe(
      '{"variant":"grec","time":{"minutes":5,"increment":0},"color":"random","opponent":"computer","level":"beginner"}');
  });

  it('leaves opponent and level out for a friend’s game (the server’s default)', () => {
    expect(newGameRequest(choice({ variant: 'petteia-8x8', time: '15+10', color: 'second' }))).toEqual(
      { variant: 'petteia-8x8', time: { minutes: 15, increment: 10 }, color: 'second' });
  });

  it('offers the four levels the server knows, weakest first', () => {
    expect([...LEVELS]).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
  });

  it('reads a custom time control and refuses one the server would refuse', () => {
    expect(chosenTime(choice({ time: 'custom', minutes: '0.5', increment: '0' }))).toEqual({ minutes: 0.5, increment: 0 });
    expect(chosenTime(choice({ time: 'custom', minutes: '180', increment: '60' }))).toEqual({ minutes: 180, increment: 60 });
    for (const [minutes, increment] of [['0', '2'], ['', '2'], ['181', '0'], ['5', '61'], ['5', '1.5'], ['abc', '0']])
      expect(chosenTime(choice({ time: 'custom', minutes: minutes as string, increment: increment as string }))).toBe('invalid');
    expect(newGameRequest(choice({ time: 'custom', minutes: '0' }), 'advanced')).toBeNull();
  });

  it('ignores the custom fields unless the custom control is chosen', () => {
    expect(chosenTime(choice({ time: 'none', minutes: 'junk' }))).toBeNull();
    expect(chosenTime(choice({ time: '3+2', minutes: 'junk' }))).toEqual({ minutes: 3, increment: 2 });
  });

  it('invites again to the same game, clock and colour after a cancelled game', () => {
    const game = { variant: 'petteia-8x8', sides: ['light', 'dark'], clock: { initial_ms: 90_000, increment_ms: 3_000 } };
    expect(invitationAgain(game, 'dark')).toEqual({ variant: 'petteia-8x8', time: { minutes: 1.5, increment: 3 }, color: 'second' });
    expect(invitationAgain({ ...game, variant: 'grec', sides: ['black', 'white'], clock: null }, 'black'))
      .toEqual({ variant: 'grec', time: null, color: 'first' });
  });
});
