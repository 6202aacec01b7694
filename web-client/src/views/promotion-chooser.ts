// The choice between several legal moves joining the same two squares — a promotion: one button per
// piece it may make, drawn and named from the catalogue, over the board so that it is in view with
// it. The keyboard lands on the first choice; Escape (or Cancel) gives up the move.
import { h, s } from '../lib/dom';
import { kindByLetter, type VariantEntry } from '../lib/catalogue';
import { promotionChoices } from '../lib/move-picker';
import { t } from '../i18n';
import { pieceArt, type PieceSet } from './piece-art';

export interface ChooserContext {
  moves: readonly string[];
  entry: VariantEntry | undefined;
  lang: string;
  side: string;
  sideIndex: number;
  pieceSet: PieceSet;
  choose(move: string): void;
  cancel(): void;
}

export function promotionChooser(context: ChooserContext): HTMLElement {
  const game = t().game;
  const buttons = promotionChoices(context.moves).map(({ move, letter }) => {
    const kind = letter ? kindByLetter(context.entry, letter) : undefined;
    const name = kind ? kind.names?.[context.lang] ?? kind.names?.['en'] ?? kind.kind : move;
    return h('button', {
      type: 'button', class: 'btn btn-secondary promotion-choice', 'data-testid': `promote-${letter ?? move}`, 'data-move': move,
      onclick: () => context.choose(move),
    },
    kind ? s('svg', { class: `promotion-art side-${context.side}`, viewBox: '0 0 100 100', 'aria-hidden': 'true' }, pieceArt(kind.kind, context.sideIndex, context.pieceSet)) : null,
    h('span', {}, name));
  });
  const box = h('div', { class: 'promotion-chooser', role: 'dialog', 'aria-labelledby': 'promotion-title', 'data-testid': 'promotion-chooser' },
    h('p', { id: 'promotion-title', class: 'promotion-title' }, game.choosePromotion),
    h('div', { class: 'promotion-choices' }, ...buttons),
    h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'promotion-cancel', onclick: () => context.cancel() }, game.cancelPromotion));
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    context.cancel();
  });
  return box;
}
