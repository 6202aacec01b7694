// The heartbeat of a socket (protocol/README.md, "the heartbeat"): browsers cannot send WebSocket
// pings, and a phone that goes offline may leave its socket open, silent, for a minute or more, while
// every move sent into it waits unseen. So the page pings ({"type":"ping"}) when it has heard nothing
// for PING_AFTER_MS and takes the connection as lost when nothing at all comes back within
// ANSWER_WITHIN_MS of the ping: at most PING_AFTER_MS + ANSWER_WITHIN_MS + 2 ticks (5 s) from a hang
// to "lost". Any message heard counts as an answer; the server answers a ping with {"type":"pong"}.

export const PING_AFTER_MS = 2000;
export const ANSWER_WITHIN_MS = 2500;
export const TICK_MS = 250;
// A tick this late means the page was frozen or its timers throttled (a hidden tab): the silence
// measured meanwhile says nothing about the network, so the heartbeat starts over with a ping.
const LATE_TICK_MS = 2000;

export class Heartbeat {
  private lastHeard = 0;
  private pingSentAt: number | null = null;
  private lastTick = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly sendPing: () => boolean,
    private readonly lost: () => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The socket opened: it has just been heard. */
  start(): void {
    this.stop();
    this.lastHeard = this.lastTick = this.now();
    this.pingSentAt = null;
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Any message from the server. */
  heard(): void {
    this.lastHeard = this.now();
    this.pingSentAt = null;
  }

  private tick(): void {
    const now = this.now();
    const late = now - this.lastTick > LATE_TICK_MS;
    this.lastTick = now;
    if (late) {
      this.pingSentAt = null;
      this.lastHeard = now - PING_AFTER_MS; // ping now, and wait for its answer from now
    }
    if (this.pingSentAt !== null) {
      if (now - this.pingSentAt >= ANSWER_WITHIN_MS) {
        this.stop();
        this.lost();
      }
      return;
    }
    if (now - this.lastHeard >= PING_AFTER_MS && this.sendPing()) this.pingSentAt = now;
  }
}
