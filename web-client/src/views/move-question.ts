// The question asked over the board before a move is played: the special move (the Sacrifice: its
// target is the player's own piece, so a tap alone must not give it up) or, with "Confirm each
// move", any move. One look for the game page and the exercises, so that a player meets the same
// question in both. It is drawn in the board's frame; a second tap on the target answers yes too.
import { h } from '../lib/dom';
import type { VariantEntry } from '../lib/catalogue';
import { displayMove } from '../lib/notation';
import { pick, t } from '../i18n';

export interface AskedMove {
  move: string;
  /** The square whose second tap plays it. */
  target: string;
  /** The game's special move (asked by its name), rather than "Confirm each move". */
  special: boolean;
}

/** The special move's name in the page's language ("Sacrifice"), from the catalogue. */
export function specialMoveName(entry: VariantEntry | undefined): string {
  const name = entry?.special_moves?.[0]?.name ?? '';
  return pick(t().specialMoves, name) ?? name;
}

/**
 * Shows `asked` over the board in `boardWrap` (or removes the question when null); redrawn only when
 * the move or the language changes. `yes` plays it, `no` puts it aside.
 */
export function renderMoveQuestion(boardWrap: HTMLElement, asked: AskedMove | null, entry: VariantEntry | undefined,
  yes: (move: string) => void, no: () => void): void {
  const shown = boardWrap.querySelector<HTMLElement>('[data-testid="special-question"]');
  const key = asked ? `${document.documentElement.lang}|${asked.move}` : '';
  if ((shown?.dataset['key'] ?? '') === key) return;
  shown?.remove();
  if (!asked) return;
  const name = specialMoveName(entry);
  const game = t().game;
  const noButton = h('button', { type: 'button', 'data-testid': 'special-no' }, asked.special ? game.specialNo : game.confirmNo);
  const yesButton = h('button', { type: 'button', 'data-testid': 'special-yes' }, asked.special ? name : game.confirmPlay);
  yesButton.addEventListener('click', () => yes(asked.move));
  noButton.addEventListener('click', no);
  const question = h('div', { class: 'special-question', role: 'alertdialog', 'aria-live': 'assertive', 'data-testid': 'special-question' },
    h('span', {}, asked.special ? game.specialQuestion(name, asked.target) : game.confirmQuestion(displayMove(asked.move))), yesButton, noButton);
  question.dataset['key'] = key;
  boardWrap.append(question);
}
