// The question asked over the board before a move is played: the special move (the Sacrifice: its
// target is the player's own piece, so a tap alone must not give it up) or, with "Confirm each
// move", any move. One look for the game page and the exercises, so that a player meets the same
// question in both, in the board's own style; a second tap on the target answers yes too.
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

/** "Play B1 → B3? Tap the square again to confirm." → the question and what follows it (Greek asks with ";"). */
function splitQuestion(text: string): [string, string] {
  const match = /^(.*?[?;\u037e])\s+(.+)$/su.exec(text);
  return match ? [match[1] as string, match[2] as string] : [text, ''];
}

/**
 * Shows `asked` in `slot` (the game's bar under the board, the exercise's board frame), or removes
 * the question when null; redrawn only when the move or the language changes. `yes` plays it, `no`
 * puts it aside. Its square is marked on the board by the caller.
 */
export function renderMoveQuestion(slot: HTMLElement, asked: AskedMove | null, entry: VariantEntry | undefined,
  yes: (move: string) => void, no: () => void): void {
  const shown = slot.querySelector<HTMLElement>('[data-testid="special-question"]');
  const key = asked ? `${document.documentElement.lang}|${asked.move}` : '';
  if ((shown?.dataset['key'] ?? '') === key) return;
  shown?.remove();
  if (!asked) return;
  const name = specialMoveName(entry);
  const game = t().game;
  const noButton = h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'special-no' }, asked.special ? game.specialNo : game.confirmNo);
  const yesButton = h('button', { type: 'button', class: 'btn btn-primary', 'data-testid': 'special-yes' }, asked.special ? name : game.confirmPlay);
  yesButton.addEventListener('click', () => yes(asked.move));
  noButton.addEventListener('click', no);
  // The question in bold, the how-to after it smaller: three short lines of a phone at most, the height of the bar it replaces.
  const [ask, how] = splitQuestion(asked.special ? game.specialQuestion(name, asked.target) : game.confirmQuestion(displayMove(asked.move)));
  const question = h('div', { class: 'special-question', role: 'alertdialog', 'aria-live': 'assertive', 'aria-labelledby': 'special-question-text', 'data-testid': 'special-question' },
    h('span', { id: 'special-question-text', class: 'question-text' }, h('strong', {}, ask), how ? ` ${how}` : ''), yesButton, noButton);
  question.dataset['key'] = key;
  slot.append(question);
}
