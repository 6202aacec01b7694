import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { computerOpponent, drawDeclined, isMyMove, statusOf } from '../src/lib/game-state';
import { computerName, seatLabel } from '../src/lib/players';
import { snapshot } from './fixtures';

const againstComputer = snapshot({ computer: { side: 'dark', level: 'expert' } });
const move = { move: 'A1-A3', side: 'light', captured: [], clock_ms: null };

describe('a game against the computer', () => {
  it('names the computer by its level in both languages', () => {
    expect(computerName(en, { side: 'dark', level: 'expert' })).toBe('Computer — Expert');
    expect(computerName(fr, { side: 'dark', level: 'beginner' })).toBe('Ordinateur — Débutant');
    expect(computerName(fr, { side: 'dark', level: 'intermediate' })).toBe('Ordinateur — Intermédiaire');
    expect(computerName(en, { side: 'dark', level: 'advanced' })).toBe('Computer — Advanced');
    expect(computerName(en, { side: 'dark', level: 'grandmaster' })).toBe('Computer — grandmaster'); // a level this client does not know yet
  });

  it('labels the seats for the player and for a spectator', () => {
    expect(seatLabel(en, againstComputer, 'light', 'light')).toBe('You · Light');
    expect(seatLabel(en, againstComputer, 'light', 'dark')).toBe('Computer — Expert · Dark');
    expect(seatLabel(fr, againstComputer, 'light', 'dark')).toBe('Ordinateur — Expert · Foncé');
    expect(seatLabel(en, againstComputer, 'spectator', 'dark')).toBe('Dark · Computer — Expert');
    expect(seatLabel(en, againstComputer, 'spectator', 'light')).toBe('Light');
    // Between friends nothing changes.
    expect(seatLabel(en, snapshot(), 'light', 'dark')).toBe('Opponent · Dark');
    expect(seatLabel(en, snapshot(), 'spectator', 'dark')).toBe('Dark');
  });

  it('knows the computer only for its opponent', () => {
    expect(computerOpponent('light', againstComputer)).toBe('dark');
    expect(computerOpponent('spectator', againstComputer)).toBeNull();
    expect(computerOpponent('light', snapshot())).toBeNull();
    const { computer: _absent, ...older } = againstComputer; // an older server says nothing
    expect(computerOpponent('light', older)).toBeNull();
  });

  it('says the computer is thinking on its move, and the player moves on theirs', () => {
    const computersMove = { ...againstComputer, to_move: 'dark' };
    expect(statusOf('light', computersMove)).toEqual({ kind: 'computer-thinking' });
    expect(statusOf('light', againstComputer)).toEqual({ kind: 'your-move' });
    expect(isMyMove('light', againstComputer)).toBe(true);
    expect(statusOf('spectator', computersMove)).toEqual({ kind: 'watching', toMove: 'dark' });
    expect(statusOf('light', { ...snapshot(), to_move: 'dark' })).toEqual({ kind: 'their-move' });
  });
});

describe('the answer to a draw offer', () => {
  const offered = snapshot({ offers: { draw: 'light', takeback: null, rematch: null } });
  const withdrawn = snapshot({ offers: { draw: null, takeback: null, rematch: null } });

  it('is a refusal when the offer goes without a move or an end', () => {
    expect(drawDeclined(offered, withdrawn, 'offer', 'light')).toBe(true);
  });

  it('is no refusal when a move withdrew it, the game ended, or it was the opponent’s offer', () => {
    expect(drawDeclined(offered, { ...withdrawn, moves: [move] }, 'move', 'light')).toBe(false);
    expect(drawDeclined(offered, { ...withdrawn, result: { state: 'draw', winner: null, reason: 'agreement' } }, 'result', 'light')).toBe(false);
    expect(drawDeclined(offered, withdrawn, 'offer', 'dark')).toBe(false);
    expect(drawDeclined(withdrawn, withdrawn, 'offer', 'light')).toBe(false);
  });
});
