import { describe, expect, it } from 'vitest';
import { exampleFor } from '../src/views/how-to';

describe('the how-to’s example', () => {
  it('shows a capture where pieces are taken, a race where the catalogue names goal ranks, else none', () => {
    expect(exampleFor('petteia-6x6', false)).toBe('capture');
    expect(exampleFor('grec', true)).toBe('race');
    expect(exampleFor('grec', false)).toBeNull(); // the catalogue has not answered (or has no goal ranks)
  });
});
