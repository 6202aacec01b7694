// The game page's line to the server: the WebSocket (../net/connection.ts) and, in a game against
// the computer, this browser playing on alone while it is down (./game-offline.ts). The controller
// (game.ts) sends and receives through it as if the server were always there: while the browser
// plays alone, its moves go to the module instead, and once the network is back the messages that
// belong to sending them are taken here.
import { applyEvent, type Role } from '../lib/game-state';
import type { ClientMessage, GameEvent, ServerMessage, Snapshot } from '../lib/types';
import { Connection, socketUrl, type ConnectionStatus } from '../net/connection';
import { OfflinePlay, type ShownKind } from './game-offline';

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
  private readonly connection: Connection;
  private readonly offline: OfflinePlay;
  private connectionStatus: ConnectionStatus = 'connecting';

  constructor(private readonly host: GameLinkHost) {
    this.offline = new OfflinePlay({
      gameId: host.gameId,
      role: () => host.role(),
      serverNow: () => host.serverNow(),
      show: (snapshot, kind) => host.show(snapshot, kind),
      sendToServer: (message) => this.connection.send(message),
      toast: (text) => host.toast(text),
      banner: () => host.status(this.connectionStatus),
    });
    this.connection = new Connection(socketUrl(window.location, host.gameId), {
      onOpen: () => undefined, // the server's hello comes first; the page joins then
      onMessage: (message) => this.receive(message),
      onStatus: (status) => {
        this.connectionStatus = status;
        if (status === 'reconnecting') this.offline.begin(host.current());
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
    return this.connection.send(message);
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
  }

  close(): void {
    this.connection.close();
    this.offline.close();
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'joined': {
        if (message.game !== this.host.gameId) return this.host.receive(message);
        // While the browser plays alone, the page keeps its game until the server has taken it.
        const playingAlone = this.offline.active;
        if (!playingAlone) this.host.receive(message);
        const sending = this.offline.joined(message.snapshot);
        if (playingAlone && !sending) this.host.receive(message);
        return;
      }
      case 'event':
        if (!this.offline.serverEvent(message, (snapshot, event) => this.applied(snapshot, event))) this.host.receive(message);
        return;
      case 'snapshot':
        if (!this.offline.serverSnapshotArrived(message.snapshot)) this.host.receive(message);
        return;
      case 'error':
        if (!this.offline.serverError(message.message)) this.host.receive(message);
        return;
      default:
        this.host.receive(message);
    }
  }

  private applied(snapshot: Snapshot, event: GameEvent): Snapshot | null {
    const outcome = applyEvent(snapshot, event);
    if (outcome.kind === 'applied') return outcome.snapshot;
    if (outcome.kind === 'gap') this.connection.send({ type: 'snapshot' });
    return null;
  }
}
