// Small readers for the server's JSON answers, field by field: each says whether a value is what the
// contract promises (an object, a non-empty text of bounded length, an id that fits /g/<id>, a whole
// count, a finite number), so that an answer of another shape is refused rather than half drawn.

export type Fields = Record<string, unknown>;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The value as an object (not null, not an array), or null. */
export function object(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

export function text(value: unknown, max = 256): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

/** A game's id: it goes into the page's address (/g/<id>), so nothing else is taken. */
export function id(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}

export function count(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

export function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A clock as games write it (`{initial_ms, increment_ms}`, with `days` for days per move); null for none, undefined when it is not one. */
export function timeControl(value: unknown): { initial_ms: number; increment_ms: number; days?: number } | null | undefined {
  if (value === null) return null;
  const fields = object(value);
  if (!fields) return undefined;
  const { initial_ms: initial, increment_ms: increment } = fields;
  if (!finite(initial) || !(initial > 0) || !count(increment)) return undefined;
  const days = fields['days'];
  return count(days) && days > 0 ? { initial_ms: initial, increment_ms: increment, days } : { initial_ms: initial, increment_ms: increment };
}
