// The key to a game's pieces beside its artwork choice: each kind drawn as the board draws it now
// (the game's own tokens or chess pieces), with the letter the moves write it with and its name —
// so that "M" in a move is the piece the chess artwork draws as a queen. From the catalogue's kinds.
import { h, s } from '../lib/dom';
import type { VariantEntry } from '../lib/catalogue';
import { pieceArt, type PieceSet } from './piece-art';

export function pieceKey(entry: VariantEntry | undefined, set: PieceSet, lang: string, title: string): HTMLElement | null {
  const kinds = entry?.pieces ?? [];
  const first = entry?.sides[0];
  if (kinds.length < 2 || !first) return null;
  return h('div', { class: 'piece-key', 'data-testid': 'piece-key' },
    h('p', { class: 'piece-key-title' }, title),
    h('ul', {}, ...kinds.map((kind) => {
      const letter = kind.letters[first] ?? '';
      const name = kind.names?.[lang] ?? kind.names?.['en'] ?? kind.kind;
      return h('li', { 'data-kind': kind.kind },
        s('svg', { class: `piece-key-art side-${first}`, viewBox: '0 0 100 100', 'aria-hidden': 'true' }, pieceArt(kind.kind, 0, set)),
        h('b', {}, letter), ' ', h('span', {}, name));
    })));
}
