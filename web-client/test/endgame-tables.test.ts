import { describe, expect, it } from 'vitest';
import { base64Of, tableRequest, tablesToFetch, tableUrl } from '../src/analysis/endgame-tables';

describe('the endgame tables an analysis asks for', () => {
  it('are the answer’s missing tables not tried yet, well-formed names only', () => {
    const answer = JSON.stringify({ id: 3, move: 'A1-A2', tables_missing: ['petteia-6x6-3v2', 'petteia-6x6-2v3', '../secret', 7] });
    expect(tablesToFetch(answer, new Set())).toEqual(['petteia-6x6-3v2', 'petteia-6x6-2v3']);
    expect(tablesToFetch(answer, new Set(['petteia-6x6-3v2']))).toEqual(['petteia-6x6-2v3']);
  });
  it('are none for an answer that misses nothing, or a refusal', () => {
    expect(tablesToFetch('{"id":1,"move":"A1-A2","score":0}', new Set())).toEqual([]);
    expect(tablesToFetch('{"id":1,"error":{"code":"game_over","message":"…"}}', new Set())).toEqual([]);
  });
  it('are fetched from /engine/tables/', () => {
    expect(tableUrl('petteia-8x8-2v2')).toBe('/engine/tables/petteia-8x8-2v2.ptb');
  });
});

describe('a table file given to the module', () => {
  it('is standard base64, also past one chunk', () => {
    expect(base64Of(new Uint8Array([0, 1, 2, 250, 255]))).toBe('AAEC+v8=');
    const big = new Uint8Array(100_000).map((_, i) => (i * 7) & 0xff);
    expect(Uint8Array.from(atob(base64Of(big)), (c) => c.charCodeAt(0))).toEqual(big);
  });
  it('is a table request with its name', () => {
    expect(JSON.parse(tableRequest('petteia-6x6-2v2', new Uint8Array([80, 69])))).toEqual({ id: 0, op: 'table', name: 'petteia-6x6-2v2', bytes: 'UEU=' });
  });
});
