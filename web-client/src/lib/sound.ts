// The game's sounds, made with WebAudio: no sound file, nothing fetched. A beep when it becomes the
// player's move, and a sound for each move (a plain move, a capture, a check), for low time and for
// the end of the game. Whether they sound is one setting kept in local storage ("petteia.sound":
// "on" by default, or "off"), with a volume ("petteia.sound-volume", 0–100, 70 by default). On an
// iPhone they are "ambient" sounds, silenced by the ringer switch as the device's silent mode asks.
import { setting, storeSetting } from './storage';

let context: AudioContext | null = null;

export function soundOn(): boolean {
  return setting('sound') !== 'off';
}

export function setSoundOn(on: boolean): void {
  storeSetting('sound', on ? 'on' : 'off');
}

export function soundVolume(): number {
  const stored = Number(setting('sound-volume'));
  return setting('sound-volume') !== null && Number.isFinite(stored) ? Math.min(100, Math.max(0, Math.round(stored))) : 70;
}

export function setSoundVolume(volume: number): void {
  storeSetting('sound-volume', String(Math.min(100, Math.max(0, Math.round(volume)))));
}

export type SoundKind = 'yourMove' | 'move' | 'capture' | 'check' | 'lowTime' | 'end';

/** Each sound: its notes (Hz), one every `step` seconds, on one oscillator of `wave`. */
const SOUNDS: Record<SoundKind, { wave: OscillatorType; notes: number[]; step: number }> = {
  yourMove: { wave: 'sine', notes: [880, 660], step: 0.08 },
  move: { wave: 'triangle', notes: [392], step: 0.07 },
  capture: { wave: 'triangle', notes: [523, 330], step: 0.06 },
  check: { wave: 'square', notes: [988, 740, 988], step: 0.07 },
  lowTime: { wave: 'sine', notes: [1175, 0, 1175], step: 0.1 },
  end: { wave: 'sine', notes: [523, 659, 784], step: 0.12 },
};

/** When the last move's sound started: the beep of "your move" that the move itself announced is not played on top of it. */
let lastMoveSoundAt = -Infinity;

/**
 * The page's sounds as the device's "ambient" sounds where the browser lets a page say so (Safari's
 * Audio Session API): they follow the silent switch and mix with the music already playing.
 */
function askForAmbientSound(): void {
  if (typeof navigator === 'undefined') return;
  const session = (navigator as Navigator & { audioSession?: { type: string } }).audioSession;
  if (session) session.type = 'ambient';
}

function audio(): AudioContext | null {
  if (context === null && typeof AudioContext !== 'undefined') {
    try {
      askForAmbientSound();
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

/** It has become the player's move; silent when a move's sound has just said so. */
export function beep(): void {
  if (performance.now() - lastMoveSoundAt < 400) return;
  playSound('yourMove');
}

export function playSound(kind: SoundKind): void {
  if (!soundOn() || soundVolume() === 0) return;
  if (kind !== 'yourMove' && kind !== 'lowTime') lastMoveSoundAt = performance.now();
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'running') {
    play(ctx, kind);
    return;
  }
  // Not allowed yet (no gesture so far): a sound that came only at the next tap would be wrong.
  const asked = performance.now();
  ctx.resume().then(() => {
    if (performance.now() - asked < 300) play(ctx, kind);
  }, () => undefined);
}

function play(ctx: AudioContext, kind: SoundKind): void {
  const { wave, notes, step } = SOUNDS[kind];
  const now = ctx.currentTime;
  const end = now + notes.length * step + 0.1;
  const peak = 0.3 * (soundVolume() / 100);
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = wave;
  gain.gain.setValueAtTime(0.0001, now);
  notes.forEach((note, index) => {
    const at = now + index * step;
    // A rest (0 Hz) is a note played silently: the gain falls for it and rises again after.
    if (note > 0) oscillator.frequency.setValueAtTime(note, at);
    gain.gain.exponentialRampToValueAtTime(note > 0 ? peak : 0.0001, at + 0.01);
  });
  gain.gain.exponentialRampToValueAtTime(0.0001, end - 0.02);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(now);
  oscillator.stop(end);
}
