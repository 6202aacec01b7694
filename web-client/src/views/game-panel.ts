// The side panel of the game view: status line, invitation, offers, actions, typed moves,
// switches and the move list. Rebuilt from the snapshot whenever it changes.
import { h } from '../lib/dom';
import { bothSeated, isOver, isPlayer, opponentOf, statusOf, type Role } from '../lib/game-state';
import { secondsUntil, timeControlLabel } from '../lib/clock';
import { displayMove } from '../lib/notation';
import { playSound, setSoundOn, setSoundVolume, soundOn, soundVolume, unlockAudio } from '../lib/sound';
import { entryOf, hasCaptures } from '../lib/catalogue';
import type { ClientMessage, MoveRecord, Side, Snapshot } from '../lib/types';
import { hasKinds, type VariantEntry } from '../lib/catalogue';
import { PIECE_SETS, type PieceSet } from './piece-art';
import { gameTitle, language, t, pick } from '../i18n';
import { pieceKey } from './piece-key';
import { typedMoveForm } from './typed-move-form';

export interface PanelContext {
  snapshot: Snapshot;
  role: Role | null;
  // The ending asked for and not yet confirmed: both end the game in one message, so both ask first.
  confirming: 'resign' | 'abort' | null;
  computer: Side | null; // the computer's side when playing against it
  drawDeclined: boolean;
  showThreats: boolean;
  confirmMoves: boolean;
  setConfirmMoves(on: boolean): void;
  typedMove: HTMLInputElement;
  serverNow(): number;
  send(message: ClientMessage): void;
  setConfirming(action: 'resign' | 'abort' | null): void;
  setShowThreats(on: boolean): void;
  submitTypedMove(): void;
  toast(text: string): void;
  navigate(path: string): void;
  followRematch(): void;
  /** A new invitation like this cancelled game; `button` shows the wait. */
  inviteAgain(button: HTMLButtonElement): void;
  /** The game's catalogue entry, once known. */
  entry: VariantEntry | undefined;
  pieceSet: PieceSet;
  setPieceSet(set: PieceSet): void;
  /** The ply shown while the game is browsed; null when it is not. */
  stepping: number | null;
  /** A finished game's moves replayed on the board, from its end. */
  stepThrough(): void;
  /** The position after `ply` moves shown on the board (a move tapped in the list). */
  browse(ply: number): void;
  stopStepping(): void;
}

export type Action = Exclude<ClientMessage, { type: 'join' } | { type: 'move' }>['type'];

export function button(label: string, focus: string, onClick: (event: Event) => void, kind = 'secondary'): HTMLButtonElement {
  return h('button', { type: 'button', class: `btn btn-${kind}`, 'data-focus': focus, 'data-testid': focus, onclick: onClick }, label);
}

export function actionButton(context: PanelContext, label: string, action: Action, kind = 'secondary'): HTMLButtonElement {
  return button(label, action, () => context.send({ type: action } as ClientMessage), kind);
}

/** Who cancelled the game, when the server says (older games do not). */
function abortedText(by: Side | null, role: Role | null, snapshot: Snapshot): string {
  const catalogue = t();
  const game = catalogue.game;
  if (by === null) return game.aborted;
  if (isPlayer(role, snapshot)) return by === role ? game.youAborted : game.opponentAborted;
  return game.sideAborted(pick(catalogue.sides, by) ?? by);
}

/** The status with "check!" while a King is in check (the snapshot's `in_check`). */
function checked(snapshot: Snapshot, status: string): string {
  return snapshot.in_check && snapshot.in_check.length > 0 ? t().game.inCheck(status) : status;
}

export function statusText(snapshot: Snapshot, role: Role | null): string {
  const catalogue = t();
  const game = catalogue.game;
  const status = statusOf(role, snapshot);
  const side = (name: Side | null) => (name === null ? '' : pick(catalogue.sides, name) ?? name);
  switch (status.kind) {
    case 'waiting': return game.waiting;
    case 'your-move': return checked(snapshot, game.yourMove);
    case 'their-move': return checked(snapshot, game.theirMove);
    case 'computer-thinking': return checked(snapshot, game.computerThinking);
    case 'watching': return checked(snapshot, game.watching(side(status.toMove)));
    case 'over': {
      const reason = pick(game.reasons, status.result.reason);
      const { result } = status;
      if (result.reason === 'aborted') return abortedText(result.by ?? null, role, snapshot);
      let head: string;
      if (result.state === 'win') {
        head = isPlayer(role, snapshot) ? (result.winner === role ? game.youWin : game.youLose) : game.sideWins(side(result.winner));
      } else head = result.state === 'draw' ? game.draw : game.aborted;
      return reason ? `${head} — ${reason}` : head;
    }
  }
}

function awayBox(context: PanelContext, opponent: Side): HTMLElement | null {
  const { snapshot } = context;
  const seat = snapshot.seats[opponent];
  if (!seat?.taken || seat.connected || isOver(snapshot)) return null;
  const game = t().game;
  if (seat.claim_from_ms === null) return h('p', { class: 'notice away', 'data-testid': 'away' }, game.opponentOffline);
  const seconds = Math.ceil((seat.claim_from_ms - context.serverNow()) / 1000);
  if (seconds > 0) {
    return h('p', { class: 'notice away', 'data-testid': 'away', 'data-countdown': seat.claim_from_ms }, game.opponentAway(seconds));
  }
  return h('div', { class: 'notice away', 'data-testid': 'away' },
    h('p', {}, game.opponentAwayClaim),
    actionButton(context, game.claimWin, 'claim_win', 'primary'));
}

/** The opponent's requests, each with accept/decline: drawn in the bar by the board, where the player is looking. */
export function opponentRequests(context: PanelContext): HTMLElement[] {
  const { snapshot, role } = context;
  if (!isPlayer(role, snapshot)) return [];
  const game = t().game;
  const { offers } = snapshot;
  const answer = (text: string, accept: Action, decline: Action, testid: string) =>
    h('div', { class: 'notice offer', 'data-testid': testid },
      h('p', {}, text),
      h('div', { class: 'row' }, actionButton(context, game.accept, accept, 'primary'), actionButton(context, game.decline, decline)));
  const boxes: HTMLElement[] = [];
  const firstMove = firstMoveNotice(context);
  if (firstMove) boxes.push(firstMove);
  if (offers.draw && offers.draw !== role) boxes.push(answer(game.opponentOffersDraw, 'accept_draw', 'decline_draw', 'draw-offer'));
  if (offers.takeback && offers.takeback !== role) boxes.push(answer(game.opponentAsksTakeback, 'accept_takeback', 'decline_takeback', 'takeback-offer'));
  if (offers.rematch && offers.rematch !== role) boxes.push(answer(game.opponentOffersRematch, 'accept_rematch', 'decline_rematch', 'rematch-offer'));
  return boxes;
}

/**
 * Between people on a game clock, before the side to move has made its first move (issue 40): the
 * seconds left before the game is cancelled, above the board where the player looks. The game's tick
 * counts it down (firstMoveText); days per move say it with their deadline instead.
 */
function firstMoveNotice(context: PanelContext): HTMLElement | null {
  const { snapshot, role } = context;
  const due = snapshot.clock?.first_move_by_ms;
  // Told to the player whose first move it is: the one who can do something about it.
  if (typeof due !== 'number' || snapshot.clock?.days || isOver(snapshot) || !isPlayer(role, snapshot) || snapshot.to_move !== role) return null;
  // The bar is a live region: a screen reader hears the sentence once, not each second of its countdown.
  const text = firstMoveText(snapshot.to_move === role, secondsUntil(due, context.serverNow()));
  return h('p', { class: 'notice first-move', 'data-testid': 'first-move' },
    h('span', { 'aria-hidden': 'true', 'data-first-move-by': String(due), 'data-mine': String(snapshot.to_move === role) }, text),
    h('span', { class: 'sr-only' }, text));
}

export function firstMoveText(mine: boolean, seconds: number): string {
  const game = t().game;
  return mine ? game.yourFirstMove(seconds) : game.theirFirstMove(seconds);
}

/** What this player asked for and is waiting on, in the side panel. */
function ownOffers(context: PanelContext, me: Side): HTMLElement[] {
  const game = t().game;
  const { offers } = context.snapshot;
  // The computer answers at once: no "waiting for an answer" notices for a takeback or a rematch.
  const waitsForAnswer = context.computer === null;
  const boxes: HTMLElement[] = [];
  if (offers.draw === me) boxes.push(h('p', { class: 'notice', 'data-testid': 'draw-offered' }, game.drawOffered));
  if (context.drawDeclined && offers.draw === null)
    boxes.push(h('p', { class: 'notice', 'data-testid': 'draw-declined' }, context.computer ? game.computerDeclinesDraw : game.drawDeclined));
  // The server takes decline_takeback from the requester as a withdrawal.
  if (offers.takeback === me && waitsForAnswer) {
    boxes.push(h('div', { class: 'notice', 'data-testid': 'takeback-asked' },
      h('p', {}, game.takebackAsked),
      button(game.withdrawTakeback, 'withdraw-takeback', () => context.send({ type: 'decline_takeback' }))));
  }
  if (offers.rematch === me && waitsForAnswer) {
    // The server takes decline_rematch from the offer's maker as a withdrawal.
    boxes.push(h('div', { class: 'notice', 'data-testid': 'rematch-offered' },
      h('p', {}, game.rematchOffered),
      button(game.withdrawRematch, 'withdraw-rematch', () => context.send({ type: 'decline_rematch' }))));
  }
  return boxes;
}

/** A finished game's actions: the rematch or a new game, the moves stepped through, the record. (During play they are in the bar under the board: game-action-bar.ts.) */
function endActions(context: PanelContext): HTMLElement | null {
  const game = t().game;
  const { snapshot } = context;
  const tournament = Boolean(snapshot.tournament); // a tournament's game: no rematch
  if (!isOver(snapshot)) return null;
  const row = h('div', { class: 'actions' });
  if (tournament) {
    // The tournament pairs the next game itself.
  } else if (snapshot.rematch) row.append(button(game.goToRematch, 'go-to-rematch', () => context.followRematch(), 'primary'));
  else if (snapshot.offers.rematch === null && snapshot.result.state !== 'aborted')
    row.append(actionButton(context, context.computer ? game.playAgain : game.offerRematch, 'offer_rematch', 'primary'));
  // A cancelled game has no rematch: a friend's gets a fresh invitation, same game, clock and colours.
  if (snapshot.result.state === 'aborted' && context.computer === null && !tournament)
    row.append(button(game.inviteAgain, 'invite-again', (event) => context.inviteAgain(event.currentTarget as HTMLButtonElement), 'primary'));
  row.append(button(game.newGame, 'new-game', () => context.navigate('/')));
  const step = stepThroughButton(context);
  if (step) row.append(step);
  row.append(...recordLinks(context));
  return row;
}

/** "Step through the game" for a finished game with moves; "Back to the game" while it is stepped through. */
function stepThroughButton(context: PanelContext): HTMLButtonElement | null {
  if (!isOver(context.snapshot) || context.snapshot.moves.length === 0) return null;
  const game = t().game;
  if (context.stepping !== null) return button(game.stepClose, 'step-close', () => context.stopStepping());
  return button(game.stepThrough, 'step-through', () => context.stepThrough());
}

/** A finished game's record: opened in the viewer (/viewer?game=<id>), or downloaded as a text file. */
function recordLinks(context: PanelContext): HTMLElement[] {
  const { snapshot } = context;
  if (!isOver(snapshot) || snapshot.moves.length === 0) return [];
  const game = t().game;
  const id = encodeURIComponent(snapshot.game);
  return [
    h('a', { class: 'btn btn-secondary', href: `/viewer?game=${id}`, 'data-link': '', 'data-testid': 'open-viewer' }, game.viewerLink),
    h('a', { class: 'btn btn-secondary', href: `/api/games/${id}/record`, download: `petteia-${snapshot.game}.txt`, 'data-testid': 'download-record' }, game.downloadRecord),
  ];
}

function toggle(label: string, checked: boolean, testid: string, onChange: (on: boolean) => void): HTMLElement {
  const input = h('input', { type: 'checkbox', role: 'switch', 'data-testid': testid, 'data-focus': testid, checked });
  input.addEventListener('change', () => onChange(input.checked));
  return h('label', { class: 'switch' }, input, h('span', {}, label));
}

/** The sounds' volume, heard at once: the sound of a move at the new volume. */
function volumeSlider(): HTMLElement {
  const input = h('input', { type: 'range', min: '0', max: '100', step: '10', value: String(soundVolume()), 'data-testid': 'sound-volume' });
  input.addEventListener('change', () => {
    setSoundVolume(Number(input.value));
    unlockAudio();
    playSound('move');
  });
  return h('label', { class: 'volume' }, h('span', {}, t().game.volume), input);
}

/** One move of the list: a button that shows the position after it (`ply`: its number from 1). */
function moveButton(move: MoveRecord, ply: number, current: boolean, browse: (ply: number) => void): HTMLElement {
  const game = t().game;
  const text = displayMove(move.move);
  const button = h('button', {
    type: 'button', class: current ? 'mv current' : 'mv', 'data-ply': String(ply), 'aria-label': game.browseMove(text),
    onclick: () => browse(ply),
  }, text);
  if (current) button.setAttribute('aria-current', 'step');
  if (move.captured.length > 0) {
    button.append(' ', h('span', { class: 'cap', title: game.captures(move.captured.join(', ')) }, h('span', { 'aria-hidden': 'true' }, `✕${move.captured.length}`)));
    button.setAttribute('aria-label', `${game.browseMove(text)} (${game.captures(move.captured.join(', '))})`);
  }
  return button;
}

/** `stepping`: the ply shown while the game is browsed; the move that led to it is marked. */
function moveList(snapshot: Snapshot, stepping: number | null, browse: (ply: number) => void): HTMLElement {
  const game = t().game;
  const list = h('ol', { class: 'moves', 'data-testid': 'moves' });
  const current = (index: number) => stepping !== null && index === stepping - 1;
  for (let i = 0; i < snapshot.moves.length; i += 2) {
    const first = snapshot.moves[i] as MoveRecord;
    const second = snapshot.moves[i + 1];
    list.append(h('li', {}, moveButton(first, i + 1, current(i), browse), second ? moveButton(second, i + 2, current(i + 1), browse) : null));
  }
  return h('section', { class: 'card move-list' },
    h('h2', {}, game.moves),
    snapshot.moves.length === 0 ? h('p', { class: 'muted' }, game.noMovesYet) : list);
}

/** The artwork of a game with piece kinds: its own pieces or chess pieces (remembered by the browser). */
export function pieceSetChoice(context: Pick<PanelContext, 'entry' | 'pieceSet' | 'setPieceSet'>): HTMLElement | null {
  if (!hasKinds(context.entry)) return null;
  const game = t().game;
  return h('fieldset', { class: 'piece-sets' }, h('legend', {}, game.pieceSet),
    ...PIECE_SETS.map((set) => {
      const input = h('input', { type: 'radio', name: 'piece-set', value: set, checked: context.pieceSet === set, 'data-testid': `piece-set-${set}`, 'data-focus': `piece-set-${set}` });
      input.addEventListener('change', () => context.setPieceSet(set));
      return h('label', { class: 'choice' }, input, h('span', {}, game.pieceSets[set] ?? set));
    }),
    pieceKey(context.entry, context.pieceSet, language(), game.pieceKey));
}

/** "Show my threatened pieces", drawn under the board (in view on a phone); nothing where nothing is captured or once the game is over. */
export function threatSwitch(context: PanelContext): HTMLElement | null {
  const { snapshot, role } = context;
  if (!isPlayer(role, snapshot) || isOver(snapshot) || !hasCaptures(entryOf(snapshot.variant))) return null;
  return toggle(t().game.showThreats, context.showThreats, 'show-threats', context.setShowThreats);
}

/** "Confirm each move": for touch screens, where a slip of the finger plays a move; a player's, while the game is on. */
export function confirmSwitch(context: PanelContext): HTMLElement | null {
  const { snapshot, role } = context;
  if (!isPlayer(role, snapshot) || isOver(snapshot)) return null;
  return toggle(t().game.confirmMoves, context.confirmMoves, 'confirm-moves', context.setConfirmMoves);
}

/** The page's heading, at the top with the board: the game, its clock, and "Rated" when it counts for the ratings. */
export function headingText(snapshot: Snapshot): string {
  const game = t().game;
  const timeLabel = timeControlLabel(snapshot.clock);
  const parts = [gameTitle(snapshot.variant), timeLabel ? game.timeControl(timeLabel) : game.untimed];
  if (snapshot.rated) parts.push(game.rated);
  return parts.join(' · ');
}

export function renderPanel(context: PanelContext): HTMLElement[] {
  const catalogue = t();
  const game = catalogue.game;
  const { snapshot, role } = context;
  const player = isPlayer(role, snapshot);
  const over = isOver(snapshot);
  const nodes: HTMLElement[] = [];
  if (!player) {
    nodes.push(h('p', { class: 'notice spectator', 'data-testid': 'spectator' }, game.spectator));
    if (snapshot.rematch) nodes.push(h('a', { class: 'btn btn-secondary', href: `/g/${snapshot.rematch}`, 'data-link': '' }, game.watchRematch));
    const step = stepThroughButton(context);
    if (step) nodes.push(h('div', { class: 'actions' }, step, ...recordLinks(context)));
    nodes.push(moveList(snapshot, context.stepping, context.browse));
    return nodes;
  }
  const me = role;
  const opponent = opponentOf(me, snapshot);
  // The computer's seat is never away: no countdown and nothing to claim.
  const away = context.computer === null ? awayBox(context, opponent) : null;
  if (away) nodes.push(away);
  nodes.push(...ownOffers(context, me));
  const row = endActions(context);
  if (row) nodes.push(row);
  // The list before the form and the switches: on a desktop its newest move is in view beside the board.
  nodes.push(moveList(snapshot, context.stepping, context.browse));
  if (!over && bothSeated(snapshot)) nodes.push(typedMoveForm(context.typedMove, context.submitTypedMove, context.entry?.move_example));
  const switches = h('div', { class: 'switches' });
  const sets = pieceSetChoice(context);
  if (sets) switches.append(sets);
  switches.append(toggle(game.sound, soundOn(), 'sound', (on) => {
    setSoundOn(on);
    if (on) unlockAudio();
  }), volumeSlider());
  nodes.push(switches);
  return nodes;
}
