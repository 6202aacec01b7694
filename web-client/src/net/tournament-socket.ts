// A tournament's socket, /ws/tournament?id=<id> (protocol/README.md, "WebSocket: a tournament"): it
// only tells (the standings, the reader's own row, a pairing); the page sends the heartbeat's ping
// alone. It comes back by itself after a drop, and soon after a 1013 (another node directs the
// tournament now: ./connection.ts); an unknown tournament is told `tournament_not_found` and closed
// with 1008, after which it is not opened again. While it is open, a signed-in player of an arena
// counts as present: only present players are paired.
import { Connection, type ConnectionStatus } from './connection';
import { parseTournamentMessage, tournamentSocketUrl, type TournamentMessage } from '../lib/tournaments';

export interface TournamentSocketHandlers {
  message(message: TournamentMessage): void;
  status?(status: ConnectionStatus): void;
  /** The server knows no such tournament: the socket is closed for good. */
  notFound?(): void;
}

export class TournamentSocket {
  private readonly connection: Connection<TournamentMessage, { type: 'ping' }>;

  constructor(tournamentId: string, handlers: TournamentSocketHandlers) {
    this.connection = new Connection<TournamentMessage, { type: 'ping' }>(tournamentSocketUrl(window.location, tournamentId), {
      onOpen: () => undefined,
      onStatus: (status) => handlers.status?.(status),
      onMessage: (message) => {
        if (message.type === 'error' && message.code === 'tournament_not_found') {
          this.close();
          handlers.notFound?.();
          return;
        }
        handlers.message(message);
      },
    }, parseTournamentMessage);
  }

  close(): void {
    this.connection.close();
  }
}
