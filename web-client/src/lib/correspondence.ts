// Games at one's own pace (correspondence, issue 38): the days per move one may choose, and a
// deadline shown as people read one — a date, and "2 days 3 hours left" (minutes only in the last
// hour), never a clock ticking seconds for days. The server sends the deadline itself
// (`clock.deadline_ms`, protocol/README.md); the time left is counted from the server's now.
import { correspondenceText, type CorrespondenceWords } from '../i18n/correspondence-text';
import { language, locales, wordsIn } from '../i18n';

/** The days per move the server accepts, in order (protocol/create_game.hpp). */
export const CORRESPONDENCE_DAYS = [1, 2, 3, 5, 7, 14] as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function isCorrespondenceDays(value: unknown): value is number {
  return typeof value === 'number' && (CORRESPONDENCE_DAYS as readonly number[]).includes(value);
}

/**
 * The time left, in words: whole days and hours from a day up ("2 days 3 hours left", "3 days
 * left"), hours under a day ("5 hours left"), minutes in the last hour ("12 minutes left", "1 minute
 * left" for the last one started); "Time is up" at zero.
 */
export function timeLeftText(ms: number, words: CorrespondenceWords = correspondenceText()): string {
  if (ms <= 0) return words.timeUp;
  if (ms < HOUR) return words.left(words.minutes(Math.max(1, Math.ceil(ms / MINUTE))));
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  if (days === 0) return words.left(words.hours(hours));
  return words.left(hours === 0 ? words.days(days) : `${words.days(days)} ${words.hours(hours)}`);
}

/** The deadline as a date in the page's language and the browser's time zone: "Tue 8 Dec, 14:05". */
export function deadlineDate(deadlineMs: number, lang: string = language(), timeZone?: string): string {
  return new Intl.DateTimeFormat(wordsIn(locales, lang), {
    weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone,
  }).format(new Date(deadlineMs));
}

/** "Move by Tue 8 Dec, 14:05". */
export function deadlineText(deadlineMs: number, words: CorrespondenceWords = correspondenceText(), lang?: string, timeZone?: string): string {
  return words.moveBy(deadlineDate(deadlineMs, lang, timeZone));
}

/** When `side`'s time runs out: the server's deadline while that side's time runs, else null. */
export function deadlineOf(clock: { running: string | null; deadline_ms?: number | null; remaining_ms: Record<string, number>; server_time_ms: number }, side: string): number | null {
  if (clock.running !== side) return null;
  return clock.deadline_ms ?? clock.server_time_ms + (clock.remaining_ms[side] ?? 0);
}

/** Under an hour left: shown as low, as a game clock's last seconds are. */
export function isLowDays(ms: number): boolean {
  return ms < HOUR;
}
