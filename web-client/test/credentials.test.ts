import { describe, expect, it } from 'vitest';
import { passwordBytes, passwordProblem, usernameProblem } from '../src/lib/credentials';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';

describe('user name hints (3–24 characters from A–Z a–z 0–9 _ -)', () => {
  it('accepts the names the server accepts', () => {
    for (const name of ['Ari', 'Ariadne', 'a_b-c', '0123456789', 'x'.repeat(24), 'ABC_def-123']) expect(usernameProblem(name)).toBeNull();
  });

  it('says what is wrong with the others', () => {
    expect(usernameProblem('')).toBe('empty');
    expect(usernameProblem('ab')).toBe('too-short');
    expect(usernameProblem('x'.repeat(25))).toBe('too-long');
    expect(usernameProblem('Ariadné')).toBe('characters');
    expect(usernameProblem('a b c')).toBe('characters');
    expect(usernameProblem('a.b')).toBe('characters');
  });

  it('has a message for every problem in both languages', () => {
    for (const problem of ['empty', 'too-short', 'too-long', 'characters']) {
      expect(en.account.usernameProblems[problem]).toBeTruthy();
      expect(fr.account.usernameProblems[problem]).toBeTruthy();
    }
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
