// A short beep when it becomes the player's move, made with WebAudio: no sound file, nothing fetched.
// Whether it sounds is a setting kept in local storage ("petteia.sound": "on" by default, or "off").
import { setting, storeSetting } from './storage';

let context: AudioContext | null = null;

export function soundOn(): boolean {
  return setting('sound') !== 'off';
}

export function setSoundOn(on: boolean): void {
  storeSetting('sound', on ? 'on' : 'off');
}

function audio(): AudioContext | null {
  if (context === null && typeof AudioContext !== 'undefined') {
    try {
      context = new AudioContext();
    } catch {
      context = null;
    }
  }
  return context;
}

/** Browsers only let a page start sound after a gesture: called on the player's taps and keys. */
export function unlockAudio(): void {
  if (!soundOn() || (context !== null && context.state === 'running')) return;
  const ctx = audio();
  if (ctx?.state === 'suspended') ctx.resume().catch(() => undefined);
}

export function beep(): void {
  if (!soundOn()) return;
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'running') {
    play(ctx);
    return;
  }
  // Not allowed yet (no gesture so far): a beep that sounded only at the next tap would be wrong.
  const asked = performance.now();
  ctx.resume().then(() => {
    if (performance.now() - asked < 300) play(ctx);
  }, () => undefined);
}

function play(ctx: AudioContext): void {
  const now = ctx.currentTime;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(880, now);
  oscillator.frequency.setValueAtTime(660, now + 0.08);
  gain.gain.setValueAtTime(0.0001, now);
  gain.gain.exponentialRampToValueAtTime(0.2, now + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.18);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(now);
  oscillator.stop(now + 0.2);
}
