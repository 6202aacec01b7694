// A short beep when it becomes the player's move, made with WebAudio (no sound file to load).
import { setting, storeSetting } from './storage';

let context: AudioContext | null = null;

export function soundOn(): boolean {
  return setting('sound') !== 'off';
}

export function setSoundOn(on: boolean): void {
  storeSetting('sound', on ? 'on' : 'off');
}

/** Browsers only let a page make sound after a gesture: call this from one. */
export function unlockAudio(): void {
  if (context !== null || typeof AudioContext === 'undefined') return;
  try {
    context = new AudioContext();
  } catch {
    context = null;
  }
}

export function beep(): void {
  if (!soundOn() || context === null) return;
  if (context.state === 'suspended') void context.resume();
  const now = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(880, now);
  oscillator.frequency.setValueAtTime(660, now + 0.08);
  gain.gain.setValueAtTime(0.0001, now);
  gain.gain.exponentialRampToValueAtTime(0.2, now + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.18);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(now);
  oscillator.stop(now + 0.2);
}
