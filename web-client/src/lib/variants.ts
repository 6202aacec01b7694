// The clocks offered for a new game (the games themselves are the server's catalogue: ./catalogue.ts).

export interface TimePreset {
  id: string;
  minutes: number;
  increment: number;
}

/** The common clocks, fastest first ("untimed" and "custom" are choices of their own). */
export const TIME_PRESETS: TimePreset[] = [
  { id: '3+2', minutes: 3, increment: 2 },
  { id: '5+0', minutes: 5, increment: 0 },
  { id: '10+0', minutes: 10, increment: 0 },
  { id: '15+10', minutes: 15, increment: 10 },
];

/** A custom time control as the server accepts it: 0 < minutes ≤ 180, whole increment 0–60. */
export function validTime(minutes: number, increment: number): boolean {
  return Number.isFinite(minutes) && minutes > 0 && minutes <= 180 && Number.isInteger(increment) && increment >= 0 && increment <= 60;
}
