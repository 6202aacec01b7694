// The pieces as SVG in a 100×100 square, keyed by the catalogue's `kind`. Two sets for games with
// piece kinds (the player's choice, remembered by the browser): the game's own pieces — a round
// token bearing its emblem — and familiar chess silhouettes (Queen for the Minister, Rook for the
// Elephant, Bishop for the Camel, Knight for the Horse; the Snake has no chess piece and keeps its
// own). A kind neither set draws (Petteia's pessos) is the plain disc. The two sides differ by shape
// as well as by colour: a plain token carries a ring (the pale side) or a diamond (the dark side), an
// emblem's token an inner ring on the second side's, a chess silhouette a light outline on the dark side's.
import { s } from '../lib/dom';
import { setting, storeSetting } from '../lib/storage';

export type PieceSet = 'own' | 'chess';
export const PIECE_SETS: readonly PieceSet[] = ['own', 'chess'];
const SET_KEY = 'piece-set'; // localStorage["petteia.piece-set"]

export function pieceSet(): PieceSet {
  return setting(SET_KEY) === 'chess' ? 'chess' : 'own';
}

export function setPieceSet(set: PieceSet): void {
  storeSetting(SET_KEY, set);
}

type Part = [tag: 'path' | 'circle' | 'ellipse' | 'rect', attrs: Record<string, string | number>];

// Emblems of the game's own pieces, drawn in ink on the token.
const EMBLEMS: Record<string, Part[]> = {
  king: [
    ['path', { class: 'art-ink', d: 'M27 68 L73 68 L77 36 L62 50 L50 27 L38 50 L23 36 Z' }],
    ['rect', { class: 'art-ink', x: 28, y: 71, width: 44, height: 7, rx: 2 }],
  ],
  minister: [
    ['path', { class: 'art-ink', d: 'M50 22 L56 40 L75 37 L62 51 L72 68 L54 61 L50 79 L46 61 L28 68 L38 51 L25 37 L44 40 Z' }],
  ],
  elephant: [
    ['ellipse', { class: 'art-ink', cx: 32, cy: 44, rx: 11, ry: 15 }],
    ['ellipse', { class: 'art-ink', cx: 68, cy: 44, rx: 11, ry: 15 }],
    ['circle', { class: 'art-ink', cx: 50, cy: 43, r: 14 }],
    ['path', { class: 'art-line', d: 'M50 52 C50 64 46 70 40 74' }],
  ],
  snake: [
    ['path', { class: 'art-line art-thick', d: 'M62 28 C36 22 30 44 50 50 C70 56 64 78 36 73' }],
    ['circle', { class: 'art-ink', cx: 65, cy: 28, r: 7 }],
  ],
  camel: [
    ['path', { class: 'art-ink', d: 'M22 52 C22 45 28 43 31 48 C35 34 47 30 53 44 L64 44 L68 34 C69 28 78 28 79 35 L80 41 L75 42 L72 55 C70 59 68 61 66 61 L66 77 L61 77 L61 61 L38 61 L38 77 L33 77 L33 60 C27 58 22 56 22 52 Z' }],
  ],
  horse: [
    ['path', { class: 'art-ink', d: 'M36 78 L68 78 C70 62 68 42 56 32 L54 22 L47 30 C38 32 30 44 27 54 L32 60 L42 54 L48 55 C41 62 37 70 36 78 Z' }],
  ],
  pawn: [
    ['circle', { class: 'art-ink', cx: 50, cy: 36, r: 10 }],
    ['path', { class: 'art-ink', d: 'M38 72 C38 58 43 50 50 50 C57 50 62 58 62 72 Z' }],
  ],
};

// Familiar chess silhouettes, by the kind they stand for.
const CHESS: Record<string, Part[]> = {
  king: [
    ['path', { class: 'art-body', d: 'M46 10 H54 V17 H61 V24 H54 V31 H46 V24 H39 V17 H46 Z' }],
    ['path', { class: 'art-body', d: 'M31 80 L69 80 L65 64 C77 52 72 34 58 37 C55 35 52 33 50 31 C48 33 45 35 42 37 C28 34 23 52 35 64 Z' }],
    ['rect', { class: 'art-body', x: 26, y: 80, width: 48, height: 10, rx: 3 }],
  ],
  minister: [
    ['path', { class: 'art-body', d: 'M31 78 L69 78 L66 64 L78 32 L61 52 L58 24 L50 50 L42 24 L39 52 L22 32 L34 64 Z' }],
    ['circle', { class: 'art-body', cx: 22, cy: 29, r: 5 }],
    ['circle', { class: 'art-body', cx: 42, cy: 21, r: 5 }],
    ['circle', { class: 'art-body', cx: 58, cy: 21, r: 5 }],
    ['circle', { class: 'art-body', cx: 78, cy: 29, r: 5 }],
    ['rect', { class: 'art-body', x: 26, y: 78, width: 48, height: 10, rx: 3 }],
  ],
  elephant: [
    ['path', { class: 'art-body', d: 'M28 88 L72 88 L72 78 L65 73 L63 42 L70 37 L70 18 L61 18 L61 25 L55 25 L55 18 L45 18 L45 25 L39 25 L39 18 L30 18 L30 37 L37 42 L35 73 L28 78 Z' }],
  ],
  camel: [
    ['circle', { class: 'art-body', cx: 50, cy: 15, r: 6 }],
    ['path', { class: 'art-body', d: 'M50 21 C64 31 68 46 59 58 L63 72 L37 72 L41 58 C32 46 36 31 50 21 Z' }],
    ['path', { class: 'art-line', d: 'M55 33 L46 45' }],
    ['rect', { class: 'art-body', x: 27, y: 74, width: 46, height: 13, rx: 3 }],
  ],
  horse: [
    ['path', { class: 'art-body', d: 'M32 87 L72 87 L70 72 C73 52 68 32 50 22 L46 12 L41 22 C32 26 25 39 22 50 L26 58 L37 51 L45 53 C38 61 32 72 32 87 Z' }],
    ['circle', { class: 'art-eye', cx: 40, cy: 34, r: 3 }],
  ],
  pawn: [
    ['circle', { class: 'art-body', cx: 50, cy: 30, r: 12 }],
    ['path', { class: 'art-body', d: 'M35 78 C37 60 42 48 50 46 C58 48 63 60 65 78 Z' }],
    ['rect', { class: 'art-body', x: 28, y: 76, width: 44, height: 11, rx: 3 }],
  ],
};

function parts(list: Part[]): SVGElement[] {
  return list.map(([tag, attrs]) => s(tag, attrs));
}

/**
 * The round token a kind without a drawing of its own is: an inner ring or diamond on a disc. Both
 * are drawn and the side's tone shows one (styles/board.css): the pale side's pieces carry the ring
 * in every game, whichever side moves first (by the index, Le Grec's white had Petteia's dark mark).
 */
export function plainPiece(sideIndex: number): SVGGElement {
  return s('g', { class: `piece piece-${sideIndex}` }, s('circle', { class: 'piece-body', cx: 50, cy: 50, r: 33 }),
    s('circle', { class: 'piece-mark piece-ring', cx: 50, cy: 50, r: 17 }),
    s('rect', { class: 'piece-mark piece-diamond', x: 38, y: 38, width: 24, height: 24, transform: 'rotate(45 50 50)' }));
}

/** Whether a kind has artwork of its own (else it is drawn as the plain disc). */
export function drawnKind(kind: string): boolean {
  return kind in EMBLEMS;
}

/** One piece: its kind in the chosen set, for the side at `sideIndex` of the game's sides. */
export function pieceArt(kind: string, sideIndex: number, set: PieceSet): SVGGElement {
  const chess = set === 'chess' ? CHESS[kind] : undefined;
  if (chess) return s('g', { class: `piece piece-${sideIndex} piece-art art-chess`, 'data-kind': kind }, ...parts(chess));
  const emblem = EMBLEMS[kind];
  if (!emblem) return plainPiece(sideIndex);
  return s('g', { class: `piece piece-${sideIndex} piece-art art-own`, 'data-kind': kind },
    s('circle', { class: 'piece-body', cx: 50, cy: 50, r: 41 }),
    sideIndex === 0 ? null : s('circle', { class: 'art-ring', cx: 50, cy: 50, r: 35 }),
    ...parts(emblem));
}
