// Clocks shown from the server's figures: `remaining_ms` is as of `server_time_ms`, and the running
// side's time goes down from there. The server's "now" is estimated from the last message's
// server_time_ms plus the local monotonic time since it arrived, so the browser's own wall clock
// never matters.
import type { ClockState, Side } from './types';
import { correspondenceText } from '../i18n/correspondence-text';

export class ServerTime {
  private serverMs = 0;
  private localMs = 0;

  sync(serverMs: number, localMs: number): void {
    this.serverMs = serverMs;
    this.localMs = localMs;
  }

  now(localMs: number): number {
    return this.serverMs + (localMs - this.localMs);
  }
}

export function remainingAt(clock: ClockState, side: Side, serverNow: number): number {
  const remaining = clock.remaining_ms[side] ?? 0;
  if (clock.running !== side) return Math.max(0, remaining);
  return Math.max(0, remaining - Math.max(0, serverNow - clock.server_time_ms));
}

/** "1:02:03", "4:05", and tenths under ten seconds: "0:09.3". */
export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  if (clamped < 10_000) {
    const tenths = Math.floor(clamped / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const totalSeconds = Math.floor(clamped / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** Low time: under 10 % of the starting time, but never less than 10 s nor more than 30 s. */
export function isLowTime(ms: number, initialMs: number): boolean {
  const threshold = Math.min(30_000, Math.max(10_000, initialMs * 0.1));
  return ms < threshold;
}

/** "5+3" style label of a time control; "3 days/move" for days per move. */
export function timeControlLabel(clock: Pick<ClockState, 'initial_ms' | 'increment_ms' | 'days'> | null): string | null {
  if (!clock) return null;
  if (clock.days) return correspondenceText().perMoveShort(clock.days);
  const minutes = clock.initial_ms / 60_000;
  const shown = Number.isInteger(minutes) ? String(minutes) : String(Math.round(minutes * 100) / 100);
  return `${shown}+${Math.round(clock.increment_ms / 1000)}`;
}

/** Whole seconds left until `targetServerMs`, never negative. */
export function secondsUntil(targetServerMs: number, serverNow: number): number {
  return Math.max(0, Math.ceil((targetServerMs - serverNow) / 1000));
}
