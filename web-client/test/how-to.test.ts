import { describe, expect, it } from 'vitest';
import { exampleFor } from '../src/views/how-to';
import { CHESS, GREC, GREC_MIRROR, PETTEIA6 } from './catalogue-fixtures';

describe('the how-to’s example', () => {
  it('shows a capture where pieces are taken, a race where the catalogue names goal squares, else none', () => {
    expect(exampleFor(PETTEIA6)).toBe('capture');
    expect(exampleFor(GREC)).toBe('race');
    expect(exampleFor(GREC_MIRROR)).toBe('race');
    expect(exampleFor(undefined)).toBeNull(); // the catalogue has not answered
    expect(exampleFor(CHESS)).toBeNull(); // piece kinds: the sandwich is not how they take
    const { has_captures: _, ...olderGrec } = GREC;
    expect(exampleFor(olderGrec)).toBe('race'); // an older catalogue: no has_captures
  });
});
