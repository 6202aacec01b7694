// A signed-in player's events socket (/ws/events, protocol/README.md "a player's events"): open while
// an account is signed in, on every page, so that the player hears of their games wherever they are
// (issue 38). It only listens: a ping now and then proves it alive (far fewer than a game's heartbeat:
// nothing is pending on it), and a lost socket is opened again with a growing pause. Closed for good
// when the server says the browser is not signed in, until the account changes.
import type { Outcome, PlayerEventKind } from '../i18n/player-events-text';

export interface PlayerEvent {
  kind: PlayerEventKind;
  game: string;
  variant: string;
  days: number | null;
  deadline_ms: number | null;
  opponent: string | null;
  outcome: Outcome | null;
  reason: string | null;
  /** A tournament's pairing (`tournament_game`): the tournament's id. */
  tournament: string | null;
}

const KINDS: readonly string[] = ['your_turn', 'game_started', 'draw_offered', 'takeback_offered', 'game_ended', 'challenge', 'tournament_game'];
const PING_EVERY_MS = 25_000;
const ANSWER_WITHIN_MS = 10_000;
const RETRY_FIRST_MS = 1_000;
const RETRY_MOST_MS = 60_000;
const NOT_SIGNED_IN = 1008;

export function readPlayerEvent(data: unknown): PlayerEvent | null {
  const event = data as Partial<PlayerEvent> & { type?: unknown } | null;
  if (typeof event !== 'object' || event === null || event.type !== 'event') return null;
  if (typeof event.kind !== 'string' || !KINDS.includes(event.kind) || typeof event.game !== 'string') return null;
  const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
  const outcome = textOrNull(event.outcome);
  return {
    kind: event.kind,
    game: event.game,
    variant: textOrNull(event.variant) ?? '',
    days: numberOrNull(event.days),
    deadline_ms: numberOrNull(event.deadline_ms),
    opponent: textOrNull(event.opponent),
    outcome: outcome === 'win' || outcome === 'loss' || outcome === 'draw' || outcome === 'aborted' ? outcome : null,
    reason: textOrNull(event.reason),
    tournament: typeof event.tournament === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(event.tournament) ? event.tournament : null,
  };
}

export class PlayerEventsSocket {
  private ws: WebSocket | null = null;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastHeard = 0;
  private wanted = false;

  constructor(
    private readonly heard: (event: PlayerEvent) => void,
    /** Whether the server is listening for this account now (it said hello), or not (closed). */
    private readonly listening: (on: boolean) => void = () => undefined,
  ) {}

  /** Signed in: listen (again). */
  open(): void {
    this.wanted = true;
    if (this.ws) return;
    clearTimeout(this.retryTimer);
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    let ws: WebSocket;
    try {
      ws = new WebSocket(`${scheme}://${window.location.host}/ws/events`);
    } catch {
      return this.retry();
    }
    this.ws = ws;
    ws.addEventListener('open', () => {
      this.lastHeard = Date.now();
      this.pingTimer = setInterval(() => this.ping(), PING_EVERY_MS);
    });
    ws.addEventListener('message', (message) => {
      this.lastHeard = Date.now();
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if ((data as { type?: unknown } | null)?.type === 'hello') {
        this.retryMs = RETRY_FIRST_MS;
        this.listening(true);
      }
      const event = readPlayerEvent(data);
      if (event) this.heard(event);
    });
    ws.addEventListener('close', (closed) => {
      this.dropSocket();
      // Not signed in (the session ended elsewhere): nothing to hear until the account changes.
      if (closed.code === NOT_SIGNED_IN) this.wanted = false;
      if (this.wanted) this.retry();
    });
  }

  /** Signed out: stop listening. */
  close(): void {
    this.wanted = false;
    clearTimeout(this.retryTimer);
    const ws = this.ws;
    this.dropSocket();
    ws?.close();
  }

  /** Back to a tab left in the background: a socket silent too long is taken as lost. */
  check(): void {
    if (this.wanted && !this.ws) this.open();
    else this.ping();
  }

  private ping(): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    if (Date.now() - this.lastHeard > PING_EVERY_MS + ANSWER_WITHIN_MS) {
      this.dropSocket();
      ws.close();
      this.retry();
      return;
    }
    ws.send('{"type":"ping"}');
  }

  private dropSocket(): void {
    if (this.ws) this.listening(false);
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    this.ws = null;
  }

  private retry(): void {
    clearTimeout(this.retryTimer);
    if (!this.wanted) return;
    this.retryTimer = setTimeout(() => this.open(), this.retryMs);
    this.retryMs = Math.min(RETRY_MOST_MS, this.retryMs * 2);
  }
}
