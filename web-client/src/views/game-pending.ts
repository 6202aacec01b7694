// The player's move that the server has not yet taken (issue 37; the rules in lib/pending-move.ts):
// said under the board while it waits (a live region, so that a screen reader hears it too), sent
// again once the connection is back if the game is still where the player saw it, and otherwise
// dropped with the reason said. A move is never played later without having been shown waiting.
import { h } from '../lib/dom';
import type { Role } from '../lib/game-state';
import { judgePending, showsAsWaiting, type NotPlayedWhy, type PendingMove } from '../lib/pending-move';
import type { ClientMessage, Snapshot } from '../lib/types';
import { connectionText } from '../i18n/connection-text';
import { displayMove } from '../lib/notation';

type MoveMessage = Extract<ClientMessage, { type: 'move' }>;

export interface PendingHost {
  /** To the server; false when no socket is open. */
  send(message: MoveMessage): boolean;
  /** A socket is open (and not heard to hang). */
  connected(): boolean;
  toast(text: string): void;
}

export class PendingMoves {
  readonly note = h('p', { class: 'pending-note', role: 'status', 'aria-live': 'polite', 'data-testid': 'pending-move' });
  private pending: PendingMove | null = null;
  // The move last seen taken, while an answer to a copy of it sent again may still come.
  private taken: { ply: number; move: string } | null = null;
  // Why the last waiting move was not played: said under the board until the next move.
  private notPlayed = '';

  constructor(private readonly host: PendingHost) {}

  /** A move the server has not yet taken: no other is made meanwhile. */
  get waiting(): boolean {
    return this.pending !== null;
  }

  /** The page made a move: `sent` into an open socket, or kept because none was open. */
  made(message: MoveMessage, snapshot: Snapshot, sent: boolean): void {
    this.pending = { move: message.move, ply: message.ply, position: snapshot.position, sent, madeAt: performance.now() };
    this.taken = null;
    this.notPlayed = '';
    this.render();
  }

  /** The waiting move, handed to the browser's own play against the computer (nothing said here). */
  take(): PendingMove | null {
    const pending = this.pending;
    this.pending = null;
    this.render();
    return pending;
  }

  /** The server's state after an event or a snapshot on the same socket: the move taken, or made impossible. */
  serverState(snapshot: Snapshot, role: Role | null): void {
    const pending = this.pending;
    if (!pending) return;
    const verdict = judgePending(pending, snapshot, role);
    if (verdict.kind === 'played') this.settle(pending);
    else if (verdict.kind === 'not-played') this.drop(pending, verdict.why);
    this.render();
  }

  /** The server's whole state after joining (again, after a loss): the move is sent if it still fits. */
  joined(snapshot: Snapshot, role: Role | null): void {
    const pending = this.pending;
    if (!pending) return;
    const verdict = judgePending(pending, snapshot, role);
    if (verdict.kind === 'send') pending.sent = this.host.send({ type: 'move', move: pending.move, ply: pending.ply });
    else if (verdict.kind === 'played') this.settle(pending);
    else this.drop(pending, verdict.why);
    this.render();
  }

  /**
   * An error from the server: a move sent on an open socket is refused (the page says why). True when
   * the error is about a copy of a move the server already took (sent again after a loss): not shown.
   */
  refused(code: string, snapshot: Snapshot | null): boolean {
    const taken = this.taken;
    if (code === 'position_changed' && taken && snapshot?.moves[taken.ply]?.move === taken.move) {
      this.taken = null;
      return true;
    }
    if (this.pending?.sent && this.host.connected()) {
      this.pending = null;
      this.render();
    }
    return false;
  }

  /** Ten times a second, and at each change of the connection: the note under the board. */
  render(): void {
    const pending = this.pending;
    const text = pending && showsAsWaiting(pending, this.host.connected(), performance.now()) ? connectionText().waiting(displayMove(pending.move)) : this.notPlayed;
    if (this.note.textContent !== text) this.note.textContent = text;
  }

  private settle(pending: PendingMove): void {
    this.pending = null;
    this.taken = { ply: pending.ply, move: pending.move };
  }

  private drop(pending: PendingMove, why: NotPlayedWhy): void {
    this.pending = null;
    this.notPlayed = connectionText().notPlayed(displayMove(pending.move), why);
    this.host.toast(this.notPlayed);
  }
}
