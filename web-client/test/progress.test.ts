import { describe, expect, it } from 'vitest';
import { localSolved, markSolvedLocally, mergeRequest, parseSolved, solvedIds, withSolved, type KeyValueStore } from '../src/lib/progress';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

describe('anonymous progress', () => {
  it('starts empty and remembers each solved exercise once, in the order solved', () => {
    const store = memoryStore();
    expect(localSolved(store)).toEqual([]);
    markSolvedLocally('p6-capture-01', store);
    markSolvedLocally('p6-defence-02', store);
    markSolvedLocally('p6-capture-01', store);
    expect(localSolved(store)).toEqual(['p6-capture-01', 'p6-defence-02']);
    expect(JSON.parse(store.data['petteia.solved'] ?? '')).toEqual(['p6-capture-01', 'p6-defence-02']);
  });

  it('treats a damaged stored value as nothing solved, and keeps only sensible ids', () => {
    expect(parseSolved(null)).toEqual([]);
    expect(parseSolved('not json')).toEqual([]);
    expect(parseSolved('{"a":1}')).toEqual([]);
    expect(parseSolved('["a", 3, null, "", "a", "b"]')).toEqual(['a', 'b']);
    expect(parseSolved(JSON.stringify(['x'.repeat(65), 'ok']))).toEqual(['ok']);
  });

  it('survives a storage that throws (private mode, full)', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(localSolved(broken)).toEqual([]);
    expect(() => markSolvedLocally('p6-capture-01', broken)).not.toThrow();
    expect(localSolved(null)).toEqual([]);
  });

  it('withSolved adds without duplicates and without touching the list given', () => {
    const ids = ['a'];
    expect(withSolved(ids, 'b')).toEqual(['a', 'b']);
    expect(withSolved(ids, 'a')).toEqual(['a']);
    expect(ids).toEqual(['a']);
  });
});

describe('merging at sign-in', () => {
  it('sends the local ids, or nothing when there are none', () => {
    expect(mergeRequest([])).toBeNull();
    expect(mergeRequest(['p6-capture-01', 'p6-finish-03'])).toEqual({ solved: ['p6-capture-01', 'p6-finish-03'] });
  });

  it('counts the account’s list as the truth when signed in, else the browser’s', () => {
    const local = ['p6-capture-01'];
    expect([...solvedIds(null, local)]).toEqual(['p6-capture-01']);
    expect([...solvedIds({ solved: ['p6-defence-02'] }, local)]).toEqual(['p6-defence-02']);
    expect([...solvedIds({ solved: [] }, local)]).toEqual([]);
  });
});
