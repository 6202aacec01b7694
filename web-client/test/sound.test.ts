import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A browser's local storage, kept across "reloads" (fresh imports of the module).
const stored = new Map<string, string>();
const storage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, String(value)),
};

/** Stands for the browser's AudioContext: counts the beeps started; `state` as the browser decides. */
class FakeAudioContext {
  static made = 0;
  static started = 0;
  static initialState: 'running' | 'suspended' = 'running';
  static resumeAllowed = true;
  state: string = FakeAudioContext.initialState;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.made++;
  }
  resume(): Promise<void> {
    if (!FakeAudioContext.resumeAllowed) return new Promise(() => undefined); // Chrome waits for a gesture
    this.state = 'running';
    return Promise.resolve();
  }
  createOscillator() {
    const param = { setValueAtTime: () => undefined };
    return {
      type: '', frequency: param,
      connect: (node: unknown) => node,
      start: () => { FakeAudioContext.started++; },
      stop: () => undefined,
    };
  }
  createGain() {
    const param = { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
    return { gain: param, connect: (node: unknown) => node };
  }
}

async function freshSound() {
  vi.resetModules(); // a page load: the module's AudioContext is gone, the storage is not
  return import('../src/lib/sound');
}

beforeEach(() => {
  stored.clear();
  Object.assign(FakeAudioContext, { made: 0, started: 0, initialState: 'running', resumeAllowed: true });
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the mute switch', () => {
  it('is on by default, and the choice is kept across page loads', async () => {
    let sound = await freshSound();
    expect(sound.soundOn()).toBe(true);
    sound.setSoundOn(false);
    expect(stored.get('petteia.sound')).toBe('off');
    sound = await freshSound();
    expect(sound.soundOn()).toBe(false);
    sound.setSoundOn(true);
    sound = await freshSound();
    expect(sound.soundOn()).toBe(true);
  });

  it('stops the beep, and does not even open the audio device when muted', async () => {
    const sound = await freshSound();
    sound.setSoundOn(false);
    sound.unlockAudio();
    sound.beep();
    expect(FakeAudioContext.made).toBe(0);
    expect(FakeAudioContext.started).toBe(0);
    sound.setSoundOn(true);
    sound.beep();
    expect(FakeAudioContext.started).toBe(1);
  });
});

describe('beep', () => {
  it('is a generated tone (WebAudio), one per call', async () => {
    const sound = await freshSound();
    sound.unlockAudio();
    sound.beep();
    sound.beep();
    expect(FakeAudioContext.made).toBe(1);
    expect(FakeAudioContext.started).toBe(2);
  });

  it('is dropped rather than played late when the browser has not allowed sound yet', async () => {
    FakeAudioContext.initialState = 'suspended';
    FakeAudioContext.resumeAllowed = false;
    const sound = await freshSound();
    sound.beep();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(FakeAudioContext.started).toBe(0);
  });

  it('plays once a gesture has let the page resume the audio', async () => {
    FakeAudioContext.initialState = 'suspended';
    const sound = await freshSound();
    sound.unlockAudio(); // the first tap
    await Promise.resolve();
    sound.beep();
    expect(FakeAudioContext.started).toBe(1);
  });

  it('does nothing in a browser without WebAudio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const sound = await freshSound();
    expect(() => { sound.unlockAudio(); sound.beep(); }).not.toThrow();
  });
});

describe('the game’s sounds', () => {
  it('each kind is a generated sound at the volume kept across page loads; at 0 nothing plays', async () => {
    let sound = await freshSound();
    expect(sound.soundVolume()).toBe(70);
    sound.unlockAudio();
    for (const kind of ['move', 'capture', 'check', 'lowTime', 'end'] as const) sound.playSound(kind);
    expect(FakeAudioContext.started).toBe(5);
    sound.setSoundVolume(0);
    sound = await freshSound();
    expect(sound.soundVolume()).toBe(0);
    sound.playSound('move');
    expect(FakeAudioContext.started).toBe(5);
    sound.setSoundVolume(250);
    expect(sound.soundVolume()).toBe(100);
  });

  it('a move’s sound stands for the beep of "your move" that comes with it', async () => {
    const sound = await freshSound();
    sound.unlockAudio();
    sound.playSound('move');
    sound.beep();
    expect(FakeAudioContext.started).toBe(1);
  });
});

describe('the device\u2019s silent mode', () => {
  it('is followed where the browser lets a page say its sounds are ambient (Safari\u2019s audio session)', async () => {
    const session = { type: 'auto' };
    vi.stubGlobal('navigator', { audioSession: session });
    const sound = await freshSound();
    sound.beep();
    expect(session.type).toBe('ambient');
    expect(FakeAudioContext.started).toBe(1);
  });
});
