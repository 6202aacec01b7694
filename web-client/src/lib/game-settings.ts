// Home's choices for a new game (opponent, game, clock, colour, the computer's level), remembered
// in local storage so that the next game is one or two taps away. What is read back is checked
// field by field: a value this version does not offer (an old preset, a hand-edited key) falls
// back to the default rather than breaking the page.
import { LEVELS, type Colour, type GameChoice, type Level } from './new-game';
import { TIME_PRESETS, validTime } from './variants';
import { isCorrespondenceDays } from './correspondence';

export type Opponent = 'computer' | 'friend';

export interface GameSettings extends GameChoice {
  opponent: Opponent;
  level: Level;
}

export const DEFAULT_SETTINGS: Readonly<GameSettings> = {
  opponent: 'computer', variant: '', time: 'none', minutes: '7', increment: '2', days: '3', color: 'random', level: 'beginner',
};

export const SETTINGS_KEY = 'new-game'; // localStorage["petteia.new-game"], through storage.ts

const COLOURS: readonly Colour[] = ['first', 'second', 'random'];

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * The remembered settings from their stored text; the defaults for anything missing or unknown. The
 * game is one of `variants` (the catalogue's names, in its order): the first of them by default.
 */
export function readSettings(stored: string | null, variants: readonly string[]): GameSettings {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the defaults.
  }
  const d = DEFAULT_SETTINGS;
  const times = ['none', 'custom', 'days', ...TIME_PRESETS.map((preset) => preset.id)];
  const settings: GameSettings = {
    opponent: oneOf(value['opponent'], ['computer', 'friend'] as const, d.opponent),
    variant: oneOf(value['variant'], variants, variants[0] ?? d.variant),
    time: oneOf(value['time'], times, d.time),
    minutes: typeof value['minutes'] === 'string' ? value['minutes'] : d.minutes,
    increment: typeof value['increment'] === 'string' ? value['increment'] : d.increment,
    days: typeof value['days'] === 'string' && isCorrespondenceDays(Number(value['days'])) ? value['days'] : d.days,
    color: oneOf(value['color'], COLOURS, d.color),
    level: oneOf(value['level'], LEVELS, d.level),
  };
  // A custom clock the server would refuse is not worth remembering.
  if (settings.time === 'custom' && !validTime(Number(settings.minutes), Number(settings.increment))) {
    settings.time = d.time;
    settings.minutes = d.minutes;
    settings.increment = d.increment;
  }
  return settings;
}

/** The text stored for these settings (only the fields above, whatever else the object holds). */
export function writeSettings(settings: GameSettings): string {
  const { opponent, variant, time, minutes, increment, days, color, level } = settings;
  return JSON.stringify({ opponent, variant, time, minutes, increment, days, color, level });
}
