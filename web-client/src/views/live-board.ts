// A game's position drawn small and read-only (the live games page): the game page's squares, pieces
// (its artwork, in the piece set the player chose) and last-move mark, with the same classes and so
// the same colours and themes as styles/board.css gives the big board — but no buttons, no focus, no
// coordinates. A picture with nothing to read: hidden from screen readers, whose words are beside it.
import { s } from '../lib/dom';
import { entryOf, layoutOf } from '../lib/catalogue';
import { moveEnds } from '../lib/notation';
import { parsePosition, squareName } from '../lib/position';
import type { Side } from '../lib/types';
import { pieceArt, plainPiece, type PieceSet } from './piece-art';

const CELL = 100;

export interface SmallBoardGame {
  variant: string;
  width: number;
  height: number;
  sides: Side[];
  position: string;
  last_move: string | null;
}

/** The position, the first side at the bottom; just the squares when the position cannot be read. */
export function smallBoard(game: SmallBoardGame, pieceSet: PieceSet): SVGSVGElement {
  const entry = entryOf(game.variant);
  const layout = layoutOf(entry, { width: game.width, height: game.height, sides: game.sides });
  const board = parsePosition(game.position, layout);
  const last = new Set(game.last_move ? moveEnds(game.last_move, layout.coords) : []);
  const artwork = layout.pieces.length > 1; // as the game page: pieces with kinds get their artwork
  const squares: SVGElement[] = [];
  for (let row = 0; row < game.height; row++) {
    const rank = game.height - row;
    for (let file = 0; file < game.width; file++) {
      const piece = board?.cells[rank - 1]?.[file] ?? null;
      const index = piece ? game.sides.indexOf(piece.side) : -1;
      const name = squareName({ file, rank }, layout.coords);
      const classes = ['sq', (file + rank) % 2 === 0 ? 'shade-a' : 'shade-b'];
      if (piece) classes.push(`has-${index}`, `side-${piece.side}`);
      if (last.has(name)) classes.push('is-last');
      squares.push(s('g', { class: classes.join(' '), transform: `translate(${file * CELL} ${row * CELL})` },
        s('rect', { class: 'sq-bg', width: CELL, height: CELL }),
        last.has(name) ? s('rect', { class: 'mark mark-last', x: 4, y: 4, width: CELL - 8, height: CELL - 8, rx: 6 }) : null,
        piece ? (artwork ? pieceArt(piece.kind, index, pieceSet) : plainPiece(index)) : null));
    }
  }
  return s('svg', {
    class: 'live-board', viewBox: `0 0 ${game.width * CELL} ${game.height * CELL}`, 'aria-hidden': 'true', focusable: 'false',
    'data-position': game.position,
  }, s('rect', { class: 'board-frame', x: 0, y: 0, width: game.width * CELL, height: game.height * CELL }), ...squares);
}
