import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { rulesEn } from '../src/i18n/rules-en';
import { rulesFr } from '../src/i18n/rules-fr';

// Key paths and value kinds of a catalogue: functions and arrays are compared by kind and length.
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function/${value.length}`];
  if (Array.isArray(value)) return [`${path}: array/${value.length}`, ...value.flatMap((item, i) => shape(item, `${path}[${i}]`))];
  if (typeof value === 'object' && value !== null)
    return Object.keys(value).sort().flatMap((key) => shape((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  return [`${path}: ${typeof value}`];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String(value(...Array(value.length).fill('X')))];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe('catalogues', () => {
  it('have the same keys, kinds and list lengths in French and English', () => {
    expect(shape(fr)).toEqual(shape(en));
  });

  it('have no empty string', () => {
    for (const catalogue of [en, fr]) for (const text of strings(catalogue)) expect(text.trim()).not.toBe('');
  });

  it('of the rules and sources pages (their own lazy modules) match too, with no empty string', () => {
    expect(shape(rulesFr)).toEqual(shape(rulesEn));
    for (const catalogue of [rulesEn, rulesFr]) for (const text of strings(catalogue)) expect(text.trim()).not.toBe('');
  });

  it('name every error code of protocol/README.md and every result reason', () => {
    const codes = ['malformed_json', 'invalid_message', 'unknown_type', 'unsupported_protocol', 'message_too_large', 'rate_limited',
      'not_joined', 'game_not_found', 'bad_secret', 'not_a_player', 'not_your_turn', 'illegal_move', 'game_over', 'game_not_started',
      'no_offer', 'offer_not_allowed', 'cannot_abort', 'cannot_claim', 'too_many_games', 'server_busy', 'bad_request', 'not_found', 'internal',
      'exercise_not_found', 'bad_username', 'bad_password', 'username_taken', 'wrong_credentials', 'too_many_attempts', 'not_signed_in'];
    const reasons = ['pieces', 'no-moves', 'arrived', 'repetition', 'quiet-moves', 'resign', 'time', 'agreement', 'abandoned', 'aborted',
      'invitation-expired', 'inactive'];
    for (const catalogue of [en, fr]) {
      for (const code of codes) expect(Object.keys(catalogue.errors)).toContain(code);
      for (const reason of reasons) expect(Object.keys(catalogue.game.reasons)).toContain(reason);
    }
  });

  it('are really translated (French differs from English where words are used)', () => {
    expect(fr.game.yourMove).not.toBe(en.game.yourMove);
    expect(fr.square.piece('D2', fr.pieceOf.light)).toBe('D2, pièce claire');
    expect(en.square.piece('D2', en.pieceOf.light)).toBe('D2, light piece');
  });
});

describe('catalogue type', () => {
  it('refuses a catalogue with a key missing (checked by tsc in `npm test`)', () => {
    const { appName: _dropped, ...missing } = fr;
    // @ts-expect-error a catalogue without `appName` is not a Catalogue
    const broken: typeof en = missing;
    expect(Object.keys(broken)).not.toContain('appName');
  });
});
