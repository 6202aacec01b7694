import { describe, expect, it } from 'vitest';
import { pieceWords, squareLabel, squareLabeller } from '../src/views/square-label';
import { layoutOf } from '../src/lib/catalogue';
import { parsePosition } from '../src/lib/position';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { CHESS, GREC, PETTEIA6 } from './catalogue-fixtures';

const none = { selected: null, destinations: new Set<string>(), threatened: new Set<string>(), lastMove: null, captured: new Set<string>() };

describe('what a square says to a screen reader', () => {
  it('names a piece by its kind and side where the game has kinds, in both languages', () => {
    expect(pieceWords(en, CHESS, { side: 'white', kind: 'king' }, 'en')).toBe('white king');
    expect(pieceWords(fr, CHESS, { side: 'black', kind: 'horse' }, 'fr')).toBe('cheval noir');
    expect(pieceWords(en, PETTEIA6, { side: 'light', kind: 'pessos' }, 'en')).toBe('light piece');
  });

  it('says check, and the Sacrifice’s targets apart from plain destinations', () => {
    expect(squareLabel(en, 'g9', 'black king', { ...none, check: new Set(['g9']) }).join(', ')).toBe('g9, black king, in check');
    const special = { squares: new Set(['e9']), name: 'Sacrifice' };
    const facts = { ...none, selected: 'f9', destinations: new Set(['e9', 'e7']), special };
    expect(squareLabel(en, 'e9', 'black minister', facts).join(', ')).toBe('e9, black minister, Sacrifice: may be given up');
    expect(squareLabel(en, 'e7', null, facts).join(', ')).toBe('e7, empty, possible destination');
    expect(squareLabel(fr, 'e9', 'ministre noir', facts).join(', ')).toBe('e9, ministre noir, Sacrifice possible');
  });

  it('says which square waits for the player\'s confirmation (issue 40), in both languages', () => {
    const facts = { ...none, selected: 'B1', destinations: new Set(['B3']), pending: 'B3' };
    expect(squareLabel(en, 'B3', null, facts).join(', ')).toBe('B3, empty, waiting for your confirmation, possible destination');
    expect(squareLabel(fr, 'B3', null, facts).join(', ')).toBe('B3, vide, en attente de votre confirmation, destination possible');
    expect(squareLabel(en, 'B1', 'light piece', facts).join(', ')).toBe('B1, light piece, selected');
  });

  it('labels a whole board, the piece read from the position and the goal square said (the game and the viewer alike)', () => {
    const board = parsePosition('BBBB/BBB1/1WWW/WWWW black', layoutOf(GREC, GREC));
    expect(board).not.toBeNull();
    const label = squareLabeller(en, GREC, board!, { ...none, lastMove: ['D3', 'D4'] }, new Map([['D4', 0]]), GREC.sides, 'en');
    expect(label('A1')).toBe('A1, white piece');
    expect(label('D4')).toBe('D4, black piece, last move, goal square of Black');
    expect(label('D3')).toBe('D3, empty, last move');
  });
});
