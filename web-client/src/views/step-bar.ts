// Under the board of a game browsed: first / back / forward / last through its positions, where
// the move shown is (announced), and during play "Back to the game", to the live position.
import { h } from '../lib/dom';
import { displayMove } from '../lib/notation';
import type { Step, Stepping } from '../lib/step-through';
import { t } from '../i18n';

export interface StepBarContext {
  stepping: Stepping;
  moves: readonly { move: string }[];
  /** The game is still played: the last step is the live position, and "Back to the game" leads there. */
  live?: boolean;
  /** A finished game's result in words, said at its last position. */
  result?: string | null;
  step(step: Step): void;
  backToGame?(): void;
}

/** What the position shown is, in words: the start, or which move led to it. */
export function stepLabel(stepping: Stepping, moves: readonly { move: string }[]): string {
  const game = t().game;
  const move = moves[stepping.ply - 1];
  return move ? game.stepAt(stepping.ply, moves.length, displayMove(move.move)) : game.stepStart;
}

export function stepBar(context: StepBarContext, label: HTMLElement): HTMLElement {
  const game = t().game;
  const { stepping } = context;
  // The game's last ply (during play the positions fetched may stop short of it).
  const last = context.live ? context.moves.length : stepping.positions.length - 1;
  const button = (step: Step, text: string, symbol: string, disabled: boolean) =>
    h('button', { type: 'button', class: 'btn btn-secondary step-btn', 'aria-label': text, title: text, disabled,
      'data-focus': `step-${step}`, 'data-testid': `step-${step}`, onclick: () => context.step(step) }, symbol);
  label.textContent = stepLabel(stepping, context.moves) + (context.result && stepping.ply === last ? `. ${context.result}` : '');
  return h('div', { class: 'step-bar', role: 'group', 'aria-label': game.stepBar, 'data-testid': 'step-bar' },
    h('div', { class: 'step-buttons' },
      // Signs every font has (⏮ and ⏭ are missing from many).
      button('first', game.stepFirst, '«', stepping.ply === 0),
      button('back', game.stepBack, '‹', stepping.ply === 0),
      button('forward', game.stepForward, '›', stepping.ply === last),
      button('last', context.live ? game.stepLive : game.stepLast, '»', stepping.ply === last)),
    context.live && context.backToGame
      ? h('button', { type: 'button', class: 'btn btn-primary step-live', 'data-focus': 'step-live', 'data-testid': 'step-live', onclick: () => context.backToGame?.() }, game.stepClose)
      : null,
    label);
}

/**
 * After a step the keyboard stays on the button it was on (`focusKey`, its data-focus); one that
 * became disabled at either end hands it to the button that goes back the other way.
 */
export function keepStepFocus(slot: HTMLElement, focusKey: string | undefined, ply: number): void {
  const wanted = slot.querySelector<HTMLButtonElement>(`[data-focus="${focusKey}"]`);
  const other = ply === 0 ? 'step-forward' : 'step-back';
  (wanted && !wanted.disabled ? wanted : slot.querySelector<HTMLElement>(`[data-focus="${other}"]`))?.focus();
}
