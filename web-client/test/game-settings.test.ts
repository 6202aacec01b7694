import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, writeSettings, type GameSettings } from '../src/lib/game-settings';
import { TIME_PRESETS } from '../src/lib/variants';
import { chosenTime } from '../src/lib/new-game';

describe('clock presets', () => {
  it('offer the common clocks, 5+0 among them, fastest first', () => {
    expect(TIME_PRESETS.map((preset) => preset.id)).toEqual(['3+2', '5+0', '10+0', '15+10']);
    for (const preset of TIME_PRESETS) expect(preset.id).toBe(`${preset.minutes}+${preset.increment}`);
  });

  it('turn into the time control the server is sent', () => {
    expect(chosenTime({ ...DEFAULT_SETTINGS, time: '5+0' })).toEqual({ minutes: 5, increment: 0 });
    expect(chosenTime({ ...DEFAULT_SETTINGS, time: 'none' })).toBeNull();
  });
});

// The catalogue's names, in its order (GET /api/variants): the first is the default game.
const VARIANTS = ['petteia-6x6', 'petteia-8x8', 'grec', 'petteia-chess'];

describe('remembered settings', () => {
  const chosen: GameSettings = { opponent: 'friend', variant: 'grec', time: '10+0', minutes: '7', increment: '2', days: '3', color: 'second', level: 'expert' };

  it('come back as they were chosen', () => {
    expect(readSettings(writeSettings(chosen), VARIANTS)).toEqual(chosen);
  });

  it('keep a valid custom clock', () => {
    const custom = { ...chosen, time: 'custom', minutes: '0.5', increment: '1' };
    expect(readSettings(writeSettings(custom), VARIANTS)).toEqual(custom);
  });

  it('are the defaults on a first visit or when the stored text is not ours', () => {
    for (const stored of [null, '', 'not json', '[1,2]', '42', 'null']) expect(readSettings(stored, VARIANTS)).toEqual({ ...DEFAULT_SETTINGS, variant: 'petteia-6x6' });
  });

  it('replace each unknown value by its default, keeping the others', () => {
    const stored = JSON.stringify({ ...chosen, variant: 'chess', time: '5+3', level: 'grandmaster', color: 'purple', opponent: 'cat' });
    expect(readSettings(stored, VARIANTS)).toEqual({ ...chosen, variant: 'petteia-6x6', time: DEFAULT_SETTINGS.time,
      level: DEFAULT_SETTINGS.level, color: DEFAULT_SETTINGS.color, opponent: DEFAULT_SETTINGS.opponent });
  });

  it('drop a custom clock the server would refuse', () => {
    const stored = writeSettings({ ...chosen, time: 'custom', minutes: '500', increment: '0' });
    expect(readSettings(stored, VARIANTS)).toMatchObject({ time: 'none', minutes: DEFAULT_SETTINGS.minutes, increment: DEFAULT_SETTINGS.increment });
  });

  it('take any game the catalogue offers, and its first when the remembered one is gone', () => {
    expect(readSettings(writeSettings({ ...chosen, variant: 'petteia-chess' }), VARIANTS).variant).toBe('petteia-chess');
    expect(readSettings(writeSettings(chosen), ['petteia-chess']).variant).toBe('petteia-chess');
  });

  it('store only their own fields', () => {
    const extra = { ...chosen, secret: 'do not keep' } as GameSettings;
    expect(Object.keys(JSON.parse(writeSettings(extra)))).toEqual(['opponent', 'variant', 'time', 'minutes', 'increment', 'days', 'color', 'level']);
  });
});
