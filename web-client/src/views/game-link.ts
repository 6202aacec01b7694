// The game page's line to the server: the WebSocket (../net/connection.ts) and, in a game against
// the computer, this browser playing on alone while it is down (./game-offline.ts). The controller
// (game.ts) sends and receives through it as if the server were always there: while the browser
// plays alone, its moves go to the module instead, and once the network is back the messages that
// belong to sending them are taken here. Between people (and against the computer before the module
// is ready), a move the server has not taken yet is kept and shown waiting (./game-pending.ts).
import { applyEvent, type Role } from '../lib/game-state';
import type { ClientMessage, GameEvent, ServerMessage, Snapshot } from '../lib/types';
import { Connection, socketUrl, type ConnectionStatus } from '../net/connection';
import { OfflinePlay, type ShownKind } from './game-offline';
import { PendingMoves } from './game-pending';
import { isLocalGame } from '../lib/local-game-id';

export interface GameLinkHost {
  readonly gameId: string;
  role(): Role | null;
  serverNow(): number;
  /** The snapshot the page shows. */
  current(): Snapshot | null;
  /** A message from the server for the page, as before there was offline play. */
  receive(message: ServerMessage): void;
  status(status: ConnectionStatus): void;
  /** A state of the game that did not come from the server's events: played here, or after the moves played here were sent. */
  show(snapshot: Snapshot, kind: ShownKind): void;
  toast(text: string): void;
}

export class GameLink {
  private readonly connection: Connection | null; // none in a game started offline (lib/local-game.ts)
  private readonly offline: OfflinePlay;
  private readonly pending: PendingMoves;
  private connectionStatus: ConnectionStatus = 'connecting';

  constructor(private readonly host: GameLinkHost) {
    this.offline = new OfflinePlay({
      gameId: host.gameId,
      role: () => host.role(),
      serverNow: () => host.serverNow(),
      show: (snapshot, kind) => host.show(snapshot, kind),
      sendToServer: (message) => this.connection?.send(message) ?? false,
      toast: (text) => host.toast(text),
      banner: () => host.status(this.connectionStatus),
    });
    this.pending = new PendingMoves({
      send: (message) => this.connection?.send(message) ?? false,
      connected: () => this.connectionStatus === 'open',
      toast: (text) => host.toast(text),
    });
    if (isLocalGame(host.gameId)) {
      this.connection = null;
      // Drawn and played in this browser alone (./game-local.ts, a chunk of its own).
      void import('./game-local').then((local) => local.playLocalGame(host, this.offline));
      return;
    }
    this.connection = new Connection(socketUrl(window.location, host.gameId), {
      onOpen: () => undefined, // the server's hello comes first; the page joins then
      onMessage: (message) => this.receive(message),
      onStatus: (status) => {
        this.connectionStatus = status;
        if (status === 'reconnecting' && this.offline.begin(host.current())) {
          // A move sent just before the loss is played on here (should it reach the server late
          // by the old socket, the server's copy is the same move: offline_moves keeps it).
          const waiting = this.pending.take();
          if (waiting) this.offline.handle({ type: 'move', move: waiting.move, ply: waiting.ply });
        }
        this.pending.render();
        host.status(status);
      },
    });
  }

  /** False when the message could not go anywhere (no network, and no playing alone). */
  send(message: ClientMessage): boolean {
    if (this.offline.active && message.type !== 'join') {
      this.offline.handle(message);
      return true;
    }
    const sent = this.connection?.send(message) ?? false;
    const current = this.host.current();
    if (message.type !== 'move' || !current) return sent;
    this.pending.made(message, current, sent); // kept, and said, until the server takes it
    return true;
  }

  /** The player's move waits for the server: no other is made meanwhile. */
  moveWaiting(): boolean {
    return this.pending.waiting;
  }

  /** Under the board: the move waiting for the connection, or why it was not played. */
  get pendingNote(): HTMLElement {
    return this.pending.note;
  }

  /** Whether this game would go on in this browser if the network dropped now. */
  offlineReady(): boolean {
    return this.offline.prepared;
  }

  /** What the banner says about playing alone, if the browser does. */
  bannerText(): string | null {
    return this.offline.bannerText();
  }

  /** Every snapshot the page shows: a game against the computer gets the module ready. */
  prepare(snapshot: Snapshot): void {
    this.offline.prepare(snapshot);
  }

  tick(): void {
    this.offline.tick();
    this.pending.render();
  }

  close(): void {
    this.connection?.close();
    this.offline.close();
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'joined': {
        if (message.game !== this.host.gameId) return this.host.receive(message);
        // Back after a loss: the waiting move is sent if the game is still where the player saw it.
        if (!this.offline.active) this.pending.joined(message.snapshot, this.host.role() ?? message.role as Role);
        // While the browser plays alone, the page keeps its game until the server has taken it.
        const playingAlone = this.offline.active;
        if (!playingAlone) this.host.receive(message);
        const sending = this.offline.joined(message.snapshot);
        if (playingAlone && !sending) this.host.receive(message);
        return;
      }
      case 'event': {
        if (this.offline.serverEvent(message, (snapshot, event) => this.applied(snapshot, event))) return;
        const current = this.host.current();
        const outcome = current ? applyEvent(current, message) : null;
        if (outcome?.kind === 'applied') this.pending.serverState(outcome.snapshot, this.host.role());
        this.host.receive(message);
        return;
      }
      case 'snapshot':
        if (this.offline.serverSnapshotArrived(message.snapshot)) return;
        if (message.snapshot.game === this.host.gameId) this.pending.serverState(message.snapshot, this.host.role());
        this.host.receive(message);
        return;
      case 'error':
        if (this.offline.serverError(message.message) || this.pending.refused(message.code, this.host.current())) return;
        this.host.receive(message);
        return;
      default:
        this.host.receive(message);
    }
  }

  private applied(snapshot: Snapshot, event: GameEvent): Snapshot | null {
    const outcome = applyEvent(snapshot, event);
    if (outcome.kind === 'applied') return outcome.snapshot;
    if (outcome.kind === 'gap') this.connection?.send({ type: 'snapshot' });
    return null;
  }
}
