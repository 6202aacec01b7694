// A game's starting position drawn small (Home's game cards, the Le Grec answers page): its squares
// and each side's pieces as discs, from the catalogue's `start`. A picture with nothing to read:
// hidden from screen readers, whose words are beside it.
import { s } from '../lib/dom';
import { layoutOf, type VariantEntry } from '../lib/catalogue';
import { parsePosition } from '../lib/position';

/** The starting position, drawn small: squares and each side's pieces as discs (nothing to read: hidden from screen readers). */
export function startPicture(entry: VariantEntry): SVGSVGElement | null {
  return entry.start ? positionPicture(entry, entry.start) : null;
}

/** A position of the game (its text), drawn small as the start is (Home's exercise of the day). */
export function positionPicture(entry: VariantEntry, position: string): SVGSVGElement | null {
  const layout = layoutOf(entry, { width: entry.width, height: entry.height, sides: entry.sides });
  const board = parsePosition(position, layout);
  if (!board) return null;
  const cell = 10;
  const parts: SVGElement[] = [];
  for (let row = 0; row < board.height; row++) {
    const rank = board.height - row; // the first side at the bottom
    for (let file = 0; file < board.width; file++) {
      parts.push(s('rect', { class: (file + rank) % 2 === 0 ? 'mini-sq shade-a' : 'mini-sq shade-b', x: file * cell, y: row * cell, width: cell, height: cell }));
      const piece = board.cells[rank - 1]?.[file];
      if (piece) parts.push(s('circle', { class: `mini-piece side-${piece.side}`, cx: file * cell + cell / 2, cy: row * cell + cell / 2, r: cell * 0.36 }));
    }
  }
  return s('svg', { class: 'mini-board', viewBox: `0 0 ${board.width * cell} ${board.height * cell}`, 'aria-hidden': 'true' }, ...parts);
}
