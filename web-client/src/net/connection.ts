// One WebSocket — a game's at /ws?game=<id>, or the lobby's at /ws/lobby — that comes back by itself
// after a drop (or when the server closes it with 1013: the game or the lobby is served by another
// server now), waiting a little longer each time it cannot even open.
import { parseServerMessage, type ClientMessage, type ServerMessage } from '../lib/types';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

export interface ConnectionHandlers<In = ServerMessage> {
  onOpen(): void;
  onMessage(message: In): void;
  onStatus(status: ConnectionStatus): void;
}

/** Delay before reconnection attempt `attempt` (0-based): 0.5 s doubling to 8 s, with ±25 % jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(8000, 500 * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * When to try again after a socket closed, and the attempt count after it. A socket that stayed open a
 * while (5 s) had worked: the count starts again, and the next try comes after about half a second.
 * 1013 ("try again later": the game or the lobby is served by another server) is tried again soon
 * however often it comes, at most a second apart. Any other close of a socket that failed or closed at
 * once waits longer each time (backoffDelay).
 */
export function reconnectDelay(attempt: number, code: number, openMs: number | null, random: () => number = Math.random): { ms: number; nextAttempt: number } {
  const from = openMs !== null && openMs >= 5000 ? 0 : attempt;
  return { ms: backoffDelay(code === 1013 ? Math.min(from, 1) : from, random), nextAttempt: from + 1 };
}

/** The game's WebSocket: the id in the URL lets a proxy send it to the server that holds the game. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, gameId: string): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws?game=${encodeURIComponent(gameId)}`;
}

/** The lobby's WebSocket (one for the whole site: a proxy sends it to the server that holds the lobby). */
export function lobbySocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws/lobby`;
}

/** A game's socket by default; the lobby's reads its own messages (`parse`) and sends its own (`Out`). */
export class Connection<In = ServerMessage, Out = ClientMessage> {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: number | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly handlers: ConnectionHandlers<In>,
    private readonly parse: (text: string) => In | null = parseServerMessage as unknown as (text: string) => In | null,
  ) {
    this.open();
    window.addEventListener('online', this.onOnline);
  }

  send(message: Out): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.closed = true;
    window.removeEventListener('online', this.onOnline);
    window.clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
  }

  private readonly onOnline = (): void => {
    if (this.socket === null && !this.closed) {
      window.clearTimeout(this.timer);
      this.open();
    }
  };

  private open(): void {
    this.handlers.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    let openedAt: number | null = null;
    socket.addEventListener('open', () => {
      openedAt = Date.now();
      this.handlers.onStatus('open');
      this.handlers.onOpen();
    });
    socket.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      const message = this.parse(event.data);
      if (message) this.handlers.onMessage(message);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      this.handlers.onStatus('reconnecting');
      const delay = reconnectDelay(this.attempt, event.code, openedAt === null ? null : Date.now() - openedAt);
      this.attempt = delay.nextAttempt;
      this.timer = window.setTimeout(() => this.open(), delay.ms);
    });
  }
}
