import { describe, expect, it } from 'vitest';
import { numberedLine } from '../src/lib/numbered-line';

const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('an engine line numbered as the move list', () => {
  it('numbers each first-side move, and a line starting with the second side after "…"', () => {
    expect(numberedLine(['A1-A2', 'F6-F5', 'B1-B2'], 0, false)).toBe(`${nb('1. A1 → A2')} ${nb('F6 → F5')} ${nb('2. B1 → B2')}`);
    expect(numberedLine(['F6-F5', 'B1-B2'], 27, false)).toBe(`${nb('14... F6 → F5')} ${nb('15. B1 → B2')}`);
  });
  it('counts from a position whose second side moved first', () => {
    expect(numberedLine(['F6-F5', 'A1-A2'], 0, true)).toBe(`${nb('1... F6 → F5')} ${nb('2. A1 → A2')}`);
  });
});
