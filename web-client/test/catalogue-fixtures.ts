// Catalogue entries as GET /api/variants answers them (protocol/README.md).
import type { VariantEntry } from '../src/lib/catalogue';

const piece = (kind: string, white: string, en: string, fr: string) =>
  ({ kind, letters: { white, black: white.toLowerCase() }, names: { en, fr } });

export const CHESS: VariantEntry = {
  name: 'petteia-chess', title: { en: 'Petteia chess (10×10)', fr: 'Petteia échecs (10×10)' },
  width: 10, height: 10, sides: ['white', 'black'], files: 'abcdefghij', first_rank: 0, move_example: 'Pe1-e3',
  pieces: [
    piece('king', 'K', 'King', 'Roi'), piece('minister', 'M', 'Minister', 'Ministre'), piece('elephant', 'E', 'Elephant', 'Éléphant'),
    piece('snake', 'S', 'Snake', 'Serpent'), piece('camel', 'C', 'Camel', 'Chameau'), piece('horse', 'H', 'Horse', 'Cheval'),
    piece('pawn', 'P', 'Pawn', 'Pion'),
  ],
  position_fields: ['placement', 'to_move', 'special_moves', 'en_passant', 'quiet_plies'],
  has_captures: true, quiet_move_rule: true,
  end_reasons: ['checkmate', 'stalemate', 'repetition', 'quiet-moves'],
  special_moves: [{ name: 'sacrifice', mark: '*' }],
  goal_squares: { white: [], black: [] },
};

export const PETTEIA6: VariantEntry = {
  name: 'petteia-6x6', title: { en: 'Petteia 6×6', fr: 'Petteia 6×6' },
  width: 6, height: 6, sides: ['light', 'dark'], files: 'ABCDEF', first_rank: 1, move_example: 'D2-D4',
  pieces: [{ kind: 'pessos', letters: { light: 'L', dark: 'D' }, names: { en: 'Pessos', fr: 'Pessos' } }],
  position_fields: ['placement', 'to_move', 'quiet_plies'],
  has_captures: true, quiet_move_rule: true,
  end_reasons: ['pieces', 'no-moves', 'repetition', 'quiet-moves'],
  special_moves: [],
  goal_squares: { light: [], dark: [] },
};

export const GREC: VariantEntry = {
  name: 'grec', title: { en: 'Le Grec', fr: 'Le Grec' },
  width: 4, height: 4, sides: ['black', 'white'], files: 'ABCD', first_rank: 1, move_example: 'A2-A3',
  pieces: [{ kind: 'pessos', letters: { black: 'B', white: 'W' }, names: { en: 'Piece', fr: 'Pièce' } }],
  position_fields: ['placement', 'to_move'],
  has_captures: false, quiet_move_rule: false,
  end_reasons: ['arrived', 'no-moves', 'repetition'],
  special_moves: [],
  goal_squares: { black: ['A3', 'A4', 'B3', 'B4', 'C3', 'C4', 'D3', 'D4'], white: ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1', 'D2'] },
};

/** Le Grec, mirror arrival: each side's goal is exactly where the other started. */
export const GREC_MIRROR: VariantEntry = {
  ...GREC, name: 'grec-mirror', title: { en: 'Le Grec, mirror arrival', fr: 'Le Grec, arrivée en miroir' },
  goal_squares: { black: ['A4', 'B3', 'B4', 'C3', 'C4', 'D3', 'D4'], white: ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1'] },
};
