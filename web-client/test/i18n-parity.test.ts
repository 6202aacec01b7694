// Every text of every language (English, French, Greek): the main catalogues, the rules and answers
// pages, and each per-feature file's `byLanguage` record (found by listing src/i18n/, so that a file
// added later is checked too). What a translator can get wrong without the type checker noticing:
// a key missing from a map typed `Record<string, string>` (the end reasons, the error codes), a
// marker such as [R] dropped, an empty text, or a sentence that forgets one of its arguments (the
// player's name, the count, the move). English is the reference: a key it has, every language has.
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { el } from '../src/i18n/el';
import { languages, type Language } from '../src/i18n';
import { rulesEn } from '../src/i18n/rules-en';
import { rulesFr } from '../src/i18n/rules-fr';
import { rulesEl } from '../src/i18n/rules-el';
import { shortAnswers } from '../src/i18n/answers-short';
import { answersOf, answersWords, countIn } from '../src/views/answers';
import { readAnswers } from '../src/lib/answers';
import grecFile from '../src/data/answers/grec.json';
import mirrorFile from '../src/data/answers/grec-mirror.json';

/** Keys whose values (a text or a list) are names the code uses (a section's diagram ids, a link), the
 *  same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(['href', 'diagrams']);
/** Markers a text carries for the reader or the code: "{name}", "${x}", "%s", the rules' "[R]". */
const MARKERS = /\$?\{[^}]*\}|%[sd]|\[R\]/g;

// Arguments a text function is called with: numbers small enough that no language groups their
// digits, and words no text contains by chance. Lower case, as some languages lower-case a side's
// name ("τα σκούρα") and others capitalise a sentence's first letter: the output is compared in
// lower case.
const NUMBERS = [7, 13, 23, 37, 41, 53, 67, 79];
const WORDS = NUMBERS.map((n) => `qz${n}`);

/** The argument lists to try: all numbers, all words, then each mixture (a function may take both). */
function argumentLists(arity: number): unknown[][] {
  const lists: unknown[][] = [];
  for (let mask = 0; mask < 2 ** arity; mask++)
    lists.push(Array.from({ length: arity }, (_, i) => ((mask >> i) & 1 ? WORDS[i] : NUMBERS[i])));
  return [...lists.slice(0, 1), lists[lists.length - 1]!, ...lists.slice(1, -1)];
}

type TextFunction = (...args: unknown[]) => unknown;

/** The text a function answers, or null when it throws or answers no text for these arguments. */
function textOf(fn: TextFunction, args: unknown[]): string | null {
  try {
    const text = fn(...args);
    return typeof text === 'string' ? text : null;
  } catch {
    return null; // Not this kind of argument.
  }
}

/** The first argument list both functions answer a text for, with both texts. */
function bothCalled(english: TextFunction, other: TextFunction) {
  const lists = argumentLists(Math.min(english.length, 6));
  for (const args of lists) {
    const englishText = textOf(english, args);
    const otherText = englishText === null ? null : textOf(other, args);
    if (englishText !== null && otherText !== null) return { args, englishText, otherText };
  }
  return { args: lists.find((args) => textOf(english, args) !== null) ?? null, englishText: null, otherText: null };
}

/** Every difference between a language's value and English's, as readable lines. */
function differences(english: unknown, other: unknown, path: string, key = ''): string[] {
  if (SAME_IN_EVERY_LANGUAGE.has(key) && (typeof english === 'string' || Array.isArray(english))) return JSON.stringify(english) === JSON.stringify(other) ? [] : [`${path}: should be ${JSON.stringify(english)}`];
  if (typeof english === 'string') {
    if (typeof other !== 'string') return [`${path}: missing (English: "${english}")`];
    if (english.trim() !== '' && other.trim() === '') return [`${path}: empty`];
    const wanted = (english.match(MARKERS) ?? []).sort().join(' ');
    const got = (other.match(MARKERS) ?? []).sort().join(' ');
    return wanted === got ? [] : [`${path}: markers "${got}" instead of "${wanted}"`];
  }
  if (typeof english === 'function') {
    if (typeof other !== 'function') return [`${path}: missing (a function in English)`];
    if (other.length !== english.length) return [`${path}: takes ${other.length} arguments, English ${english.length}`];
    const call = bothCalled(english as TextFunction, other as TextFunction);
    // English needs arguments of a shape of its own (the answers file): tested below.
    if (call.args === null) return [];
    if (call.otherText === null || call.englishText === null) return [`${path}(${call.args.join(', ')}): throws or answers no text where English answers one`];
    const { args, englishText, otherText } = call;
    if (englishText.trim() !== '' && otherText.trim() === '') return [`${path}(${args.join(', ')}): empty`];
    return args
      .filter((arg) => englishText.toLowerCase().includes(String(arg)) && !otherText.toLowerCase().includes(String(arg)))
      .map((arg) => `${path}(${args.join(', ')}): "${otherText}" leaves out ${String(arg)} (English: "${englishText}")`);
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other)) return [`${path}: missing (a list in English)`];
    if (other.length !== english.length) return [`${path}: ${other.length} items, English ${english.length}`];
    return english.flatMap((item, i) => differences(item, other[i], `${path}[${i}]`, key));
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof other !== 'object' || other === null) return [`${path}: missing`];
    const theirs = other as Record<string, unknown>;
    const extra = Object.keys(theirs).filter((name) => !(name in english)).map((name) => `${path}.${name}: not in English`);
    return [...extra, ...Object.entries(english).flatMap(([name, value]) => differences(value, theirs[name], `${path}.${name}`, name))];
  }
  return typeof english === typeof other ? [] : [`${path}: ${typeof other} instead of ${typeof english}`];
}

/** Each language compared with English; `[]` when they all match. */
function mismatches(byLanguage: Readonly<Record<Language, unknown>>, name: string): string[] {
  return languages.filter((lang) => lang !== 'en').flatMap((lang) => differences(byLanguage.en, byLanguage[lang], `${name}[${lang}]`));
}

const modules = import.meta.glob<Record<string, unknown>>('../src/i18n/*.ts', { eager: true });
/** The files of src/i18n/ that hold no per-language record of their own, and why. */
const NOT_WORDS: Record<string, string> = {
  'index.ts': 'the current language', 'plural.ts': 'plural forms', 'references.ts': 'typed by Language, each entry',
  'en.ts': 'a main catalogue', 'fr.ts': 'a main catalogue', 'el.ts': 'a main catalogue',
  'rules-en.ts': 'one language of rules-text.ts', 'rules-fr.ts': 'one language of rules-text.ts', 'rules-el.ts': 'one language of rules-text.ts',
  'rules-text.ts': 'loads the three rules-*.ts', 'answers-en.ts': 'one language of ../views/answers.ts', 'answers-fr.ts': 'one language of ../views/answers.ts',
  'answers-el.ts': 'one language of ../views/answers.ts', 'solution-text.ts': 'no words, functions over the catalogue',
  'tournament-words.ts': 'a shape only', 'club-words.ts': 'a shape only',
  'exercise-goals.ts': 'Greek goals from the engine’s English sentences (test/exercise-goals.test.ts)',
};

describe('every language has every text', () => {
  it('in the main catalogue', () => {
    expect(mismatches({ en, fr, el }, 'catalogue')).toEqual([]);
  });

  it('in the rules and sources pages', () => {
    expect(mismatches({ en: rulesEn, fr: rulesFr, el: rulesEl }, 'rules')).toEqual([]);
  });

  it('in each per-feature file of src/i18n/', () => {
    const files = Object.keys(modules).map((path) => path.split('/').pop()!).filter((file) => !(file in NOT_WORDS));
    expect(files.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const [path, module] of Object.entries(modules)) {
      const file = path.split('/').pop()!;
      if (file in NOT_WORDS) continue;
      const record = module['byLanguage'] as Record<Language, unknown> | undefined;
      if (!record) found.push(`${file}: exports no byLanguage record (or belongs in NOT_WORDS, with the reason)`);
      else if (Object.keys(record).sort().join() !== [...languages].sort().join()) found.push(`${file}: byLanguage has ${Object.keys(record).join(', ')}`);
      else found.push(...mismatches(record, file));
    }
    expect(found).toEqual([]);
  });

  it('in the Le Grec answers, said from the solver’s real files', () => {
    for (const [name, raw] of [['grec', grecFile], ['grec-mirror', mirrorFile]] as const) {
      const file = readAnswers(raw);
      expect(file, name).not.toBeNull();
      const said = (lang: Language) => ({
        long: answersOf(file!, answersWords(lang), countIn(lang)).map(({ id, answer }) => ({ id, details: answer.details.length, empty: [answer.question, answer.answer, ...answer.details].some((text) => !text.trim()) })),
        short: shortAnswers(lang).answers(file!).map(([question, answer]) => Boolean(question.trim() && answer.trim())),
        caption: shortAnswers(lang).startCaption(file!).trim() !== '',
      });
      for (const lang of languages) expect(said(lang), `${name} in ${lang}`).toEqual(said('en'));
      expect(mismatches({ en: answersWords('en'), fr: answersWords('fr'), el: answersWords('el') }, `answers ${name}`)).toEqual([]);
    }
  });

  it('with Greek plural forms chosen by Intl.PluralRules', () => {
    expect(el.account.moveCount(1)).toBe('1 κίνηση');
    expect(el.account.moveCount(2)).toBe('2 κινήσεις');
    expect(el.account.moveCount(0)).toBe('0 κινήσεις');
    expect(el.game.piecesTaken('dark', 1)).toBe('Τα σκούρα πήραν 1 κομμάτι');
    expect(el.nav.gamesWaiting(3)).toBe('3 παρτίδες περιμένουν την κίνησή σας');
  });
});
