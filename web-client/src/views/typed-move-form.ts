import { h } from '../lib/dom';
import { t } from '../i18n';

/** The "type a move" form shared by the game and exercise views: `input` is the view's own field,
 *  kept across redraws so that a half-typed move survives; `submit` reads it. */
export function typedMoveForm(input: HTMLInputElement, submit: () => void, example?: string): HTMLElement {
  const game = t().game;
  // The catalogue's example move (`Pe1-e3`), else the plain one.
  input.placeholder = example ? game.typeMoveExample(example) : game.typeMoveHint;
  input.setAttribute('aria-label', game.typeMove);
  input.id = 'typed-move';
  return h('form', {
    class: 'type-move',
    onsubmit: (event: Event) => {
      event.preventDefault();
      submit();
    },
  },
  h('label', { for: 'typed-move' }, game.typeMove),
  h('div', { class: 'row' }, input, h('button', { type: 'submit', class: 'btn btn-secondary', 'data-testid': 'type-move-submit' }, game.play)));
}
