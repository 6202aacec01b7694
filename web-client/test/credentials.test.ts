import { describe, expect, it } from 'vitest';
import { normalUsername, passwordBytes, passwordProblem, usernameProblem } from '../src/lib/credentials';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';

describe('user name hints (3–24 letters of one alphabet, Latin, Greek or Cyrillic, digits, _ -)', () => {
  it('accepts the names the server accepts', () => {
    for (const name of ['Ari', 'Ariadne', 'a_b-c', '0123456789', 'x'.repeat(24), 'ABC_def-123', 'Zoé', 'Éloïse', 'Jean-Luc', 'Łukasz', 'Ærø', 'é'.repeat(24), 'Αριάδνη', 'Алексей', 'Θησεύς_2'])
      expect(usernameProblem(name)).toBeNull();
  });

  it('composes a decomposed name (NFD) before sending it', () => {
    expect(normalUsername('Zoe\u0301')).toBe('Zoé');
    expect(usernameProblem('Zoe\u0301')).toBeNull();
  });

  it('says what is wrong with the others', () => {
    expect(usernameProblem('')).toBe('empty');
    expect(usernameProblem('ab')).toBe('too-short');
    expect(usernameProblem('x'.repeat(25))).toBe('too-long');
    expect(usernameProblem('Z\u043Eé')).toBe('mixed-scripts'); // Cyrillic о
    expect(usernameProblem('Z\u03BFé')).toBe('mixed-scripts'); // Greek omicron
    expect(usernameProblem('\u0391riadne')).toBe('mixed-scripts'); // Greek Alpha
    expect(usernameProblem('abc\u0663')).toBe('characters'); // Arabic-Indic three
    expect(usernameProblem('Zo\u200Dé')).toBe('characters'); // zero-width joiner
    expect(usernameProblem('\u202EZoé')).toBe('characters'); // right-to-left override
    expect(usernameProblem('a×b')).toBe('characters');
    expect(usernameProblem('é'.repeat(25))).toBe('too-long');
    expect(usernameProblem('a b c')).toBe('characters');
    expect(usernameProblem('a.b')).toBe('characters');
  });

  it('has a message for every problem in both languages', () => {
    for (const problem of ['empty', 'too-short', 'too-long', 'characters', 'mixed-scripts']) {
      expect(en.account.usernameProblems[problem]).toBeTruthy();
      expect(fr.account.usernameProblems[problem]).toBeTruthy();
    }
    expect(en.account.nameLooksTaken).toMatch(/looks like/);
    expect(fr.account.nameLooksTaken).toMatch(/ressemble/);
  });
});

describe('password hints (8–256 bytes, any characters)', () => {
  it('measures bytes in UTF-8, as the server does', () => {
    expect(passwordBytes('abcdefgh')).toBe(8);
    expect(passwordBytes('éééé')).toBe(8);
    expect(passwordBytes('🏛')).toBe(4);
  });

  it('accepts 8 to 256 bytes', () => {
    expect(passwordProblem('')).toBe('empty');
    expect(passwordProblem('1234567')).toBe('too-short');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('éééé')).toBeNull(); // 4 characters, 8 bytes
    expect(passwordProblem('x'.repeat(256))).toBeNull();
    expect(passwordProblem('x'.repeat(257))).toBe('too-long');
    expect(passwordProblem('é'.repeat(129))).toBe('too-long'); // 129 characters, 258 bytes
  });

  it('has a message for every problem in both languages', () => {
    for (const problem of ['empty', 'too-short', 'too-long']) {
      expect(en.account.passwordProblems[problem]).toBeTruthy();
      expect(fr.account.passwordProblems[problem]).toBeTruthy();
    }
  });
});
