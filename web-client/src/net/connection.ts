// One WebSocket — a game's at /ws?game=<id>, or the lobby's at /ws/lobby — that comes back by itself
// after a drop (or when the server closes it with 1013: the game or the lobby is served by another
// server now), waiting a little longer each time it cannot even open. A socket that hangs without
// closing counts as dropped: its heartbeat (heartbeat.ts) hears nothing for 5 s, the browser says it
// is offline, or it does not open within OPEN_WITHIN_MS.
import { parseServerMessage, type ClientMessage, type ServerMessage } from '../lib/types';
import { Heartbeat } from './heartbeat';

/** A socket still opening after this long is given up and tried again. */
export const OPEN_WITHIN_MS = 8000;
const PING = JSON.stringify({ type: 'ping' });
const PONG = JSON.stringify({ type: 'pong' });

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
  private openTimer: number | undefined;
  private openedAt: number | null = null; // when the current socket opened
  private readonly heartbeat = new Heartbeat(() => this.sendText(PING), () => this.lost());

  constructor(
    private readonly url: string,
    private readonly handlers: ConnectionHandlers<In>,
    private readonly parse: (text: string) => In | null = parseServerMessage as unknown as (text: string) => In | null,
  ) {
    this.open();
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
  }

  send(message: Out): boolean {
    return this.sendText(JSON.stringify(message));
  }

  /** Open, and not yet heard to be lost. */
  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.closed = true;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    window.clearTimeout(this.timer);
    window.clearTimeout(this.openTimer);
    this.heartbeat.stop();
    this.socket?.close();
    this.socket = null;
  }

  private sendText(text: string): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(text);
    return true;
  }

  // The browser knows it has no network: the socket is lost now, whatever it says.
  private readonly onOffline = (): void => {
    if (this.socket !== null) this.lost();
  };

  /**
   * The socket hangs (no answer to the heartbeat, the browser offline, or it never opened): it is
   * let go as if it had closed, and another is opened after the usual wait. Anything sent into it
   * and not answered is the page's to show as not yet played (game-pending.ts).
   */
  private lost(): void {
    const socket = this.socket;
    if (socket === null || this.closed) return;
    this.socket = null;
    try {
      socket.close();
    } catch {
      // closing a socket that never opened may throw in some browsers: it is let go all the same
    }
    this.dropped(null, this.openedAt === null ? null : Date.now() - this.openedAt);
  }

  /** After a close or a loss: "reconnecting", and the next try after the wait reconnectDelay says. */
  private dropped(code: number | null, openMs: number | null): void {
    window.clearTimeout(this.openTimer);
    this.heartbeat.stop();
    this.handlers.onStatus('reconnecting');
    const delay = reconnectDelay(this.attempt, code ?? 1006, openMs);
    this.attempt = delay.nextAttempt;
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.open(), delay.ms);
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
    this.openedAt = null;
    window.clearTimeout(this.openTimer);
    this.openTimer = window.setTimeout(() => {
      if (this.socket === socket && socket.readyState === WebSocket.CONNECTING) this.lost();
    }, OPEN_WITHIN_MS);
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      window.clearTimeout(this.openTimer);
      this.openedAt = Date.now();
      this.heartbeat.start();
      this.handlers.onStatus('open');
      this.handlers.onOpen();
    });
    socket.addEventListener('message', (event) => {
      // A socket already given up (lost) may still deliver what it had: not this page's any more.
      if (this.socket !== socket) return;
      this.heartbeat.heard();
      if (typeof event.data !== 'string' || event.data === PONG) return;
      const message = this.parse(event.data);
      if (message) this.handlers.onMessage(message);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      this.dropped(event.code, this.openedAt === null ? null : Date.now() - this.openedAt);
    });
  }
}
