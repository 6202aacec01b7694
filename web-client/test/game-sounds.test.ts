import { describe, expect, it } from 'vitest';
import { ownClockLow, soundOfEvent } from '../src/lib/game-sounds';
import { snapshot } from './fixtures';

const moved = (captured: string[] = []) => ({ move: 'A1-A3', side: 'light', captured, clock_ms: null });

describe('the sound of an event', () => {
  const before = snapshot();

  it('a plain move, a capture, a check, and the end above all', () => {
    expect(soundOfEvent(before, snapshot({ last_move: moved() }), 'move')).toBe('move');
    expect(soundOfEvent(before, snapshot({ last_move: moved(['A4']) }), 'move')).toBe('capture');
    expect(soundOfEvent(before, snapshot({ last_move: moved(['A4']), in_check: ['f9'] }), 'move')).toBe('check');
    const won = snapshot({ last_move: moved(['A4']), result: { state: 'win', winner: 'light', reason: 'capture' } });
    expect(soundOfEvent(before, won, 'move')).toBe('end');
    expect(soundOfEvent(before, snapshot({ result: { state: 'draw', winner: null, reason: 'agreement' } }), 'draw_accepted')).toBe('end');
  });

  it('a takeback sounds as a move; offers and presence are silent', () => {
    expect(soundOfEvent(before, snapshot(), 'takeback')).toBe('move');
    expect(soundOfEvent(before, snapshot(), 'draw_offered')).toBeNull();
    expect(soundOfEvent(before, snapshot(), 'presence')).toBeNull();
  });
});

describe('the player’s own clock in low time', () => {
  const clock = (light: number) => ({ initial_ms: 300_000, increment_ms: 0, remaining_ms: { light, dark: 300_000 }, running: 'light', server_time_ms: 1_000_000 });

  it('is the player’s own clock under the threshold (30 s of a 5-minute game), while the game is on', () => {
    expect(ownClockLow(snapshot({ clock: clock(40_000) }), 'light', 1_000_000)).toBe(false);
    expect(ownClockLow(snapshot({ clock: clock(40_000) }), 'light', 1_015_000)).toBe(true); // 15 s later, running
    expect(ownClockLow(snapshot({ clock: clock(20_000) }), 'dark', 1_000_000)).toBe(false); // the opponent's clock
    expect(ownClockLow(snapshot({ clock: clock(20_000) }), 'spectator', 1_000_000)).toBe(false);
    expect(ownClockLow(snapshot({ clock: clock(20_000), result: { state: 'win', winner: 'dark', reason: 'time' } }), 'light', 1_000_000)).toBe(false);
    expect(ownClockLow(snapshot(), 'light', 1_000_000)).toBe(false);
  });
});

