// One WebSocket to /ws?game=<id> that comes back by itself after a drop (or when the server says the
// game moved to another server), waiting a little longer each time.
import { parseServerMessage, type ClientMessage, type ServerMessage } from '../lib/types';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

export interface ConnectionHandlers {
  onOpen(): void;
  onMessage(message: ServerMessage): void;
  onStatus(status: ConnectionStatus): void;
}

/** Delay before reconnection attempt `attempt` (0-based): 0.5 s doubling to 8 s, with ±25 % jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(8000, 500 * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

/** The game's WebSocket: the id in the URL lets a proxy send it to the server that holds the game. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, gameId: string): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws?game=${encodeURIComponent(gameId)}`;
}

export class Connection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: number | undefined;
  private closed = false;

  constructor(private readonly url: string, private readonly handlers: ConnectionHandlers) {
    this.open();
    window.addEventListener('online', this.onOnline);
  }

  send(message: ClientMessage): boolean {
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
    socket.addEventListener('open', () => {
      this.attempt = 0;
      this.handlers.onStatus('open');
      this.handlers.onOpen();
    });
    socket.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      const message = parseServerMessage(event.data);
      if (message) this.handlers.onMessage(message);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      this.handlers.onStatus('reconnecting');
      this.timer = window.setTimeout(() => this.open(), backoffDelay(this.attempt++));
    });
  }
}
