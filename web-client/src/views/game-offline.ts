// Playing on against the computer when the network drops (issue 26): the browser's module (the same
// rules and engine as the server's, ../analysis/) checks the player's moves and answers for the
// computer, the clocks are kept here, and the moves go to the server when the network is back
// (the offline_moves message). Until then they are kept in this browser's storage too, so that a
// closed tab loses nothing: the game page sends them the next time it is opened online.
//
// The module is fetched when a game against the computer is opened (while the network is there),
// not at the site's first load. The controller (game.ts) asks this part first about every message
// it sends and receives while it is active.
import { BrowserEngine, type EngineGame, type EngineLevel, type LegalAnswer } from '../analysis/browser-engine';
import { fetchPositions } from '../lib/step-through';
import { forgetSetting, setting, storeSetting } from '../lib/storage';
import { computerOpponent, isOver, type Role } from '../lib/game-state';
import { clockAfterMove, clockFrom, mayPlayOffline, offlineMessages, offlineSnapshot, timeLeft, type LocalClock, type OfflineRecord } from '../lib/offline-game';
import type { ClientMessage, GameEvent, MoveRecord, ResultState, Side, Snapshot } from '../lib/types';
import { offlineText } from '../i18n/offline-text';
import { pick, t } from '../i18n';

/** A state shown by this part: a move played here, the end of the game here, the server's after the sync. */
export type ShownKind = 'move' | 'result' | 'synced';

export interface OfflineHost {
  readonly gameId: string;
  role(): Role | null;
  serverNow(): number;
  /** Draws `snapshot` as the game's state (a move played here, or the server's after the sync). */
  show(snapshot: Snapshot, kind: ShownKind): void;
  /** To the server; false when the socket is not open. */
  sendToServer(message: ClientMessage): boolean;
  toast(text: string): void;
  banner(): void;
}

type Phase = 'online' | 'offline' | 'sending';

/** What the page says in a local game (i18n/local-game-text.ts, loaded with ./game-local.ts). */
export interface LocalWords {
  banner: string;
  notHere: string;
}

const STORAGE_PREFIX = 'offline.';

export interface Stored {
  record: OfflineRecord;
  /** The server's clock readings when the browser went on alone, for the messages' readings. */
  start_ms: Record<Side, number> | null;
  timed: boolean;
}

export class OfflinePlay {
  private phase: Phase = 'online';
  private engine: BrowserEngine | null = null;
  private start: string | null = null; // the game's first position, for the module
  private ready = false;
  private base: Snapshot | null = null; // the server's last snapshot when the network went
  private shown: Snapshot | null = null;
  private record: OfflineRecord | null = null;
  private startMs: Record<Side, number> | null = null;
  private clock: LocalClock | null = null;
  private busy = false; // the module is checking a move or thinking
  private awaiting = 0; // offline_moves messages sent and not yet answered
  private serverSnapshot: Snapshot | null = null;
  private localWords: (() => LocalWords) | null = null;

  constructor(private readonly host: OfflineHost) {}

  /** The module answers: if the network drops now, this game goes on here. */
  get prepared(): boolean {
    return this.ready;
  }

  get active(): boolean {
    return this.phase !== 'online';
  }

  bannerText(): string | null {
    if (this.phase === 'offline') return this.localWords?.().banner ?? offlineText().playingOffline;
    if (this.phase === 'sending') return offlineText().sending;
    return null;
  }

  /** Every snapshot from the server: a game this browser could play on alone gets the module ready. */
  prepare(snapshot: Snapshot): void {
    if (this.engine || !mayPlayOffline(this.host.role(), snapshot)) return;
    const engine = new BrowserEngine();
    this.engine = engine;
    void (async () => {
      try {
        const positions = await fetchPositions(this.host.gameId);
        this.start = positions[0] ?? null;
        // The first request fetches the module and compiles it: later ones answer at once.
        const warm = await engine.legal({ variant: snapshot.variant, ...(this.start ? { position: this.start } : {}), moves: [] });
        this.ready = !('error' in warm);
      } catch {
        this.ready = false; // no offline play yet; online play is unchanged
      }
      if (!this.ready && this.engine === engine) {
        // Tried again at the server's next snapshot (the network may have dropped just then).
        engine.stop();
        this.engine = null;
      }
      this.host.banner();
    })();
  }

  /**
   * A game started offline, which the server never hears of (./game-local.ts made its state and
   * loaded the module): played here alone, as after a loss of the network that never ends.
   */
  adoptLocal(engine: BrowserEngine, base: Snapshot, shown: Snapshot, record: OfflineRecord, words: () => LocalWords): void {
    this.engine = engine;
    this.ready = true;
    this.phase = 'offline';
    this.base = base;
    this.shown = shown;
    this.record = record;
    this.localWords = words;
  }

  /** The page is left: the Worker goes with it. */
  close(): void {
    this.engine?.stop();
    this.engine = null;
  }

  /** The socket dropped: with the module ready, this browser plays on alone. */
  begin(current: Snapshot | null): boolean {
    if (this.phase === 'sending') {
      // Dropped again before the server answered: everything is sent again at the next "joined";
      // meanwhile the player plays on alone, if the page shows this browser's game.
      this.phase = this.shown ? 'offline' : 'online';
      this.serverSnapshot = null;
      this.awaiting = 0;
      this.host.banner();
      return this.phase === 'offline';
    }
    if (this.phase !== 'online' || !this.ready || !current || !mayPlayOffline(this.host.role(), current)) return false;
    const now = this.host.serverNow();
    this.phase = 'offline';
    this.base = current;
    this.shown = current;
    this.clock = clockFrom(current.clock, now);
    this.startMs = this.clock ? { ...this.clock.remaining_ms } : null;
    this.record = { from_ply: current.moves.length, moves: [], to_move_ms: null, resigned: false };
    this.host.banner();
    void this.answerIfComputersTurn();
    return true;
  }

  /** A message the player's page would send to the server while this browser plays alone. */
  handle(message: ClientMessage): void {
    if (this.phase !== 'offline') {
      this.host.toast(offlineText().sending);
      return;
    }
    if (message.type === 'move') void this.playerMove(message.move);
    else if (message.type === 'resign') this.resign();
    else this.host.toast(this.localWords?.().notHere ?? offlineText().waitsForNetwork);
  }

  /** Ten times a second: a flag that falls while offline ends the game here. */
  tick(): void {
    const shown = this.shown;
    if (this.phase !== 'offline' || !this.clock?.running || !shown || isOver(shown)) return;
    const running = this.clock.running;
    if (timeLeft(this.clock, running, this.host.serverNow()) > 0) return;
    const winner = shown.sides.find((side) => side !== running) ?? null;
    this.end({ state: 'win', winner, reason: 'time', by: null });
  }

  // ---- back online ----

  /**
   * The server's "joined" after the network came back (or when the page opens with moves kept from
   * an earlier visit): the moves played offline go to the server, and the page keeps showing this
   * browser's game until the server has taken them. False when there is nothing to send.
   */
  joined(server: Snapshot): boolean {
    const stored = this.phase === 'online' ? this.load() : null;
    if (stored) {
      this.record = stored.record;
      this.startMs = stored.start_ms;
    }
    const record = this.record;
    if (!record || (record.moves.length === 0 && !record.resigned)) {
      this.finish();
      return false;
    }
    if (this.clock?.running) record.to_move_ms = timeLeft(this.clock, this.clock.running, this.host.serverNow());
    this.phase = 'sending';
    this.serverSnapshot = server;
    this.host.banner();
    const messages = offlineMessages(record, this.startMs, server.clock !== null);
    this.awaiting = messages.length;
    for (const message of messages) this.host.sendToServer(message);
    return true;
  }

  /** While the moves are being sent: the server's events, applied to its snapshot. True when taken here. */
  serverEvent(event: GameEvent, apply: (snapshot: Snapshot, event: GameEvent) => Snapshot | null): boolean {
    if (this.phase !== 'sending' || !this.serverSnapshot) return false;
    const next = apply(this.serverSnapshot, event);
    if (next) this.serverSnapshot = next;
    if (event.kind === 'offline' && --this.awaiting === 0) {
      const moves = this.record?.moves.length ?? 0;
      const synced = this.serverSnapshot;
      this.finish();
      this.host.show(synced, 'synced');
      if (moves > 0) this.host.toast(offlineText().sent(moves));
    }
    return true;
  }

  /** While the moves are being sent: an error is the server's refusal of them. True when taken here. */
  serverError(message: string): boolean {
    if (this.phase !== 'sending' || !this.serverSnapshot) return false;
    const server = this.serverSnapshot;
    // Kept in storage for good (not sent again): the player's moves are never silently dropped.
    if (this.record) storeSetting(`${STORAGE_PREFIX}refused.${this.host.gameId}`, JSON.stringify(this.record));
    this.finish();
    this.host.show(server, 'synced');
    this.host.toast(offlineText().refused(message));
    return true;
  }

  /** A full snapshot from the server while sending (after a gap): the base for its events. */
  serverSnapshotArrived(snapshot: Snapshot): boolean {
    if (this.phase !== 'sending') return false;
    this.serverSnapshot = snapshot;
    return true;
  }

  // ---- playing alone ----

  private game(moves: readonly string[]): EngineGame {
    const base = this.base!;
    return { variant: base.variant, ...(this.start ? { position: this.start } : {}), moves: [...base.moves.map((m) => m.move), ...moves] };
  }

  private localMoves(): string[] {
    return this.record?.moves.map((move) => move.move) ?? [];
  }

  private async playerMove(move: string): Promise<void> {
    const shown = this.shown;
    if (this.busy || !shown || isOver(shown) || shown.to_move !== this.host.role()) return;
    await this.play(move);
    await this.answerIfComputersTurn();
  }

  /** Also after a local game's first snapshot is shown (./game-local.ts). */
  async answerIfComputersTurn(): Promise<void> {
    const shown = this.shown;
    const role = this.host.role();
    if (this.phase !== 'offline' || this.busy || !shown || isOver(shown) || !this.engine) return;
    const computer = computerOpponent(role, shown);
    if (computer === null || shown.to_move !== computer) return;
    this.busy = true;
    let chosen: string | null = null;
    try {
      const level = (shown.computer?.level ?? 'beginner') as EngineLevel;
      // As long as the server's computer would think on this clock (never past 2 s a move).
      const clock = this.clock ? { remaining_ms: timeLeft(this.clock, computer, this.host.serverNow()), increment_ms: this.clock.increment_ms } : { remaining_ms: null, increment_ms: 0 };
      const answer = await this.engine.choose(this.game(this.localMoves()), level, seedOf(this.host.gameId, shown.moves.length), clock);
      if (!('error' in answer)) chosen = answer.move;
    } catch {
      chosen = null;
    }
    this.busy = false;
    if (chosen === null) {
      this.host.toast(offlineText().engineFailed);
      return;
    }
    if (this.phase === 'offline') await this.play(chosen);
  }

  /** Checks `move` in the module and plays it here: the record, the clock, the page. */
  private async play(move: string): Promise<void> {
    const shown = this.shown;
    if (!this.engine || !shown || !this.record) return;
    this.busy = true;
    let answer: LegalAnswer | { error: { message: string; detail?: string } };
    try {
      answer = await this.engine.legal(this.game([...this.localMoves(), move]));
    } catch {
      answer = { error: { message: offlineText().engineFailed } };
    } finally {
      this.busy = false;
    }
    if (this.phase !== 'offline') return;
    if ('error' in answer) {
      // In the player's language, as the server's refusals are said.
      this.host.toast(pick(t().illegal, answer.error.detail) ?? answer.error.message);
      this.host.show(shown, 'move'); // the piece goes back
      return;
    }
    const mover = shown.to_move;
    const over = answer.status.state !== 'ongoing';
    let clockMs: number | null = null;
    if (this.clock) {
      const after = clockAfterMove(this.clock, mover, over ? null : answer.to_move, this.host.serverNow());
      this.clock = after.clock;
      clockMs = after.moverMs;
    }
    const record: MoveRecord = { move, side: mover, captured: answer.captured, clock_ms: clockMs };
    this.record.moves.push(record);
    this.shown = offlineSnapshot(this.base!, this.record.moves, answer, this.clock);
    this.save();
    this.host.show(this.shown, 'move');
  }

  private resign(): void {
    const shown = this.shown;
    if (!shown || isOver(shown) || !this.record) return;
    const role = this.host.role();
    const winner = shown.computer?.side ?? null;
    this.record.resigned = true;
    this.end({ state: 'win', winner, reason: 'resign', by: role === 'spectator' ? null : role });
  }

  private end(result: ResultState): void {
    const shown = this.shown;
    if (!shown || !this.record) return;
    if (this.clock?.running) this.record.to_move_ms = timeLeft(this.clock, this.clock.running, this.host.serverNow());
    this.clock = this.clock ? { ...this.clock, running: null } : null;
    this.shown = { ...shown, result, legal: [], clock: shown.clock ? { ...shown.clock, running: null } : null };
    this.save();
    this.host.show(this.shown, 'result');
  }

  // ---- kept in storage ----

  private save(): void {
    if (!this.record) return;
    if (this.clock?.running) this.record.to_move_ms = timeLeft(this.clock, this.clock.running, this.host.serverNow());
    const stored: Stored = { record: this.record, start_ms: this.startMs, timed: this.clock !== null };
    storeSetting(STORAGE_PREFIX + this.host.gameId, JSON.stringify(stored));
  }

  /** What this game's offline play kept in storage (./game-local.ts reads a local game's moves). */
  load(): Stored | null {
    const text = setting(STORAGE_PREFIX + this.host.gameId);
    if (!text) return null;
    try {
      const stored = JSON.parse(text) as Stored;
      return stored && typeof stored.record?.from_ply === 'number' && Array.isArray(stored.record.moves) ? stored : null;
    } catch {
      return null;
    }
  }

  private finish(): void {
    forgetSetting(STORAGE_PREFIX + this.host.gameId);
    this.phase = 'online';
    this.record = null;
    this.base = null;
    this.shown = null;
    this.clock = null;
    this.serverSnapshot = null;
    this.awaiting = 0;
    this.host.banner();
  }
}

/** The computer's choice among near moves, the same for the same game and ply (a 53-bit FNV-1a). */
function seedOf(game: string, ply: number): number {
  let hash = 0xcbf29ce4;
  for (const char of `${game}:${ply}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}
