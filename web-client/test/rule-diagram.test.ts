import { describe, expect, it } from 'vitest';
import { diagramPicture, ruleDiagram, ruleDiagrams } from '../src/lib/rule-diagram';
import { rulesEn as en } from '../src/i18n/rules-en';
import { rulesFr as fr } from '../src/i18n/rules-fr';

describe('rules-page diagrams', () => {
  it('each draws: its position parses and its move starts on a piece of the side to move and ends on an empty square', () => {
    expect(ruleDiagrams.length).toBeGreaterThanOrEqual(6);
    for (const diagram of ruleDiagrams) {
      const picture = diagramPicture(diagram);
      expect(picture, diagram.id).not.toBeNull();
      if (!picture) continue;
      const [from, to] = picture.lastMove;
      const at = (name: string) => {
        const file = name.charCodeAt(0) - 65;
        const rank = Number(name.slice(1));
        return picture.board.cells[rank - 1]?.[file]?.side ?? null;
      };
      expect(at(from), diagram.id).toBe(picture.board.toMove);
      expect(at(to), diagram.id).toBeNull();
      for (const square of picture.captured) expect(at(square), `${diagram.id} ${square}`).not.toBeNull();
    }
  });

  it('turns squares into an arrow from centre to centre, rank 1 at the bottom', () => {
    const capture = ruleDiagram('capture');
    const picture = capture && diagramPicture(capture);
    // C1 → C3 on a 6×6 board: column 2, rows 5 → 3.
    expect(picture?.arrow).toEqual({ x1: 2.5, y1: 5.5, x2: 2.5, y2: 3.5 });
    expect(picture?.board.width).toBe(6);
    expect([...(picture?.captured ?? [])]).toEqual(['D3']);
  });

  it('are each shown once on the rules page, with a caption and a description in both languages', () => {
    for (const catalogue of [en, fr]) {
      const shown = [...catalogue.rules.petteia, ...catalogue.rules.grec].flatMap((section) => section.diagrams ?? []);
      expect([...shown].sort()).toEqual(ruleDiagrams.map((diagram) => diagram.id).sort());
      for (const diagram of ruleDiagrams) {
        const text = catalogue.rules.diagrams[diagram.id];
        expect(text?.caption, diagram.id).toBeTruthy();
        expect(text?.description, diagram.id).toBeTruthy();
      }
    }
  });

  it('an unreadable diagram draws nothing rather than a wrong board', () => {
    const [first] = ruleDiagrams;
    if (!first) throw new Error('no diagrams');
    expect(diagramPicture({ ...first, position: 'DD4/7 light 0' })).toBeNull();
    expect(diagramPicture({ ...first, move: ['C1', 'nowhere'] })).toBeNull();
  });
});
