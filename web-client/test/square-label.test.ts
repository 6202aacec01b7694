import { describe, expect, it } from 'vitest';
import { pieceWords, squareLabel } from '../src/views/square-label';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { CHESS, PETTEIA6 } from './catalogue-fixtures';

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
});
