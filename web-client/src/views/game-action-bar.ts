// The player's actions during play, in one bar right under the board and its own player bar (issue
// 40: on a phone they were below the fold, at 702–798 px of a 740 px screen): offer or accept a draw,
// take back, cancel while it is still allowed, resign — each a button with a sign and a short word,
// side by side like an app's tab bar, so that all of them fit a 360 px phone in any language. Its
// height counts in the board's fit (board-in-window.ts): the bar is in view wherever the board is.
// Resigning and cancelling ask first, in the bar itself. A question about a move ("Confirm each
// move", the Sacrifice) takes the bar's place while it is asked (game-move-input.ts).
import { h } from '../lib/dom';
import { bothSeated, isOver, isPlayer } from '../lib/game-state';
import type { ClientMessage } from '../lib/types';
import { t } from '../i18n';
import { actionButton, button, type Action, type PanelContext } from './game-panel';

/**
 * One action of the bar: a sign (drawn by styles.css from data-sign, so that the button's text is
 * its word alone) over a short word; a screen reader hears the whole name, which contains the word.
 */
function barButton(label: string, short: string, sign: string, testid: string, onClick: () => void, kind = 'secondary'): HTMLButtonElement {
  const name = label === short ? {} : { 'aria-label': label, title: label };
  return h('button', { type: 'button', class: `btn btn-${kind} bar-btn`, 'data-sign': sign, 'data-focus': testid, 'data-testid': testid, onclick: onClick, ...name }, short);
}

function send(context: PanelContext, action: Action): () => void {
  return () => context.send({ type: action } as ClientMessage);
}

/** What the bar holds for the game as it stands; null when this browser plays no game under way. */
export function actionBar(context: PanelContext): HTMLElement | null {
  const { snapshot, role } = context;
  if (!isPlayer(role, snapshot) || isOver(snapshot) || !bothSeated(snapshot)) return null;
  const me = role;
  const game = t().game;
  const words = game.bar;
  if (context.confirming === 'resign') {
    return h('div', { class: 'actions confirm', role: 'group', 'aria-label': game.resignConfirm },
      h('p', {}, game.resignConfirm),
      actionButton(context, game.resignYes, 'resign', 'danger'),
      button(game.cancel, 'cancel-resign', () => context.setConfirming(null)));
  }
  if (context.confirming === 'abort') {
    return h('div', { class: 'actions confirm', role: 'group', 'aria-label': game.abortConfirm },
      h('p', {}, game.abortConfirm),
      actionButton(context, game.abortYes, 'abort', 'danger'),
      button(game.keepPlaying, 'cancel-abort', () => context.setConfirming(null)));
  }
  const tournament = Boolean(snapshot.tournament); // a tournament's game: no takeback nor abort
  const row = h('div', { class: 'actions bar-actions', role: 'group', 'aria-label': words.label });
  const iMoved = snapshot.moves.some((move) => move.side === me);
  const bothMoved = snapshot.sides.every((side) => snapshot.moves.some((move) => move.side === side));
  // The opponent's pending offer turns "Offer a draw" into its acceptance: offering back would mean the same.
  // Its own test id: the request bar's "Accept" sends the same message.
  if (snapshot.offers.draw !== null && snapshot.offers.draw !== me)
    row.append(barButton(game.acceptDraw, game.acceptDraw, '½', 'accept-offered-draw', send(context, 'accept_draw'), 'primary'));
  else if (snapshot.offers.draw !== me) row.append(barButton(game.offerDraw, words.draw, '½', 'offer_draw', send(context, 'offer_draw')));
  if (iMoved && snapshot.offers.takeback !== me && !tournament) {
    // Against the computer one press takes the move back ("Take back"); a friend is asked.
    const label = context.computer ? game.takeBack : game.askTakeback;
    row.append(barButton(label, context.computer ? game.takeBack : words.takeback, '↶', 'request_takeback', send(context, 'request_takeback')));
  }
  if (!bothMoved && !tournament) row.append(barButton(game.abort, words.abort, '✕', 'ask-abort', () => context.setConfirming('abort')));
  row.append(barButton(game.resign, game.resign, '⚑', 'ask-resign', () => context.setConfirming('resign'), 'danger'));
  return row;
}
