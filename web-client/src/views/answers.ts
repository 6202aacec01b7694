// The /grec/answers page: the four questions Le Grec's original text ends with. First the answers as a
// player says them, in one phone screen, with the start drawn; then "How we know": each answer for Le
// Grec and for its mirror arrival with the solver's figures, read from the file that `petteia answers`
// printed (src/data/answers/, a ctest keeps them equal to the command's output) and followed by that
// command. A lazy chunk: the files and the words come with the page, not the site.
import { h, clear } from '../lib/dom';
import { entryOf, titleOf } from '../lib/catalogue';
import { readAnswers, type AnswersFile } from '../lib/answers';
import { answersEn, type Answer, type AnswersWords, type Count } from '../i18n/answers-en';
import { answersFr } from '../i18n/answers-fr';
import { answersEl } from '../i18n/answers-el';
import { language, locales, t, type Language } from '../i18n';
import { shortAnswers } from '../i18n/answers-short';
import { startPicture } from './mini-board';
import grecFile from '../data/answers/grec.json';
import mirrorFile from '../data/answers/grec-mirror.json';

export interface AnswersHost {
  setTitle(title: string): void;
}

const WORDS: Record<Language, AnswersWords> = { en: answersEn, fr: answersFr, el: answersEl };

/** The page's words in a language (for the page and its tests). */
export function answersWords(lang: Language): AnswersWords {
  return WORDS[lang];
}

/** Counts as the language writes them: 811,912 / 811 912 / 811.912. */
export function countIn(lang: Language): Count {
  const format = new Intl.NumberFormat(locales[lang]);
  return (value) => format.format(value);
}

/** The four answers in the original text's order. */
export function answersOf(file: AnswersFile, words: AnswersWords, count: Count): { id: string; answer: Answer }[] {
  return [
    { id: 'jumps', answer: words.jumps(file, count) },
    { id: 'strategy', answer: words.strategy(file, count) },
    { id: 'loser', answer: words.loser(file, count) },
    { id: 'draws', answer: words.draws(file, count) },
  ];
}

function answerSection(variant: string, id: string, answer: Answer, command: string, words: AnswersWords): HTMLElement {
  return h('section', { class: 'answer', id: `${variant}-${id}`, 'data-testid': `answer-${variant}-${id}` },
    h('h3', {}, answer.question),
    h('p', { class: 'answer-short', 'data-testid': 'answer-short' }, answer.answer),
    ...answer.details.map((text) => h('p', {}, text)),
    h('p', { class: 'answer-command-label' }, words.command),
    h('pre', { class: 'answer-command' }, h('code', { 'data-testid': 'answer-command' }, command)));
}

function gameSection(value: unknown, fallbackTitle: string, intro: string | null, words: AnswersWords, lang: Language): HTMLElement | null {
  const file = readAnswers(value);
  if (!file) return h('p', { class: 'notice' }, words.missing);
  const count = countIn(lang);
  return h('section', { class: 'answers-game', id: file.variant, 'data-testid': `answers-${file.variant}` },
    h('h2', {}, titleOf(entryOf(file.variant), lang, fallbackTitle)),
    intro ? h('p', {}, intro) : null,
    ...answersOf(file, words, count).map(({ id, answer }) => answerSection(file.variant, id, answer, file.command, words)));
}

/** The four answers in plain words, and the start drawn small with what its first moves are worth. */
function summary(lang: Language): HTMLElement | null {
  const file = readAnswers(grecFile);
  if (!file) return null;
  const short = shortAnswers(lang);
  const entry = entryOf(file.variant);
  const picture = entry ? startPicture(entry) : null;
  return h('section', { class: 'card answers-summary', 'data-testid': 'answers-summary', 'aria-labelledby': 'answers-summary-title' },
    h('h2', { id: 'answers-summary-title' }, short.title),
    h('dl', {}, ...short.answers(file).flatMap(([question, answer]) => [h('dt', {}, question), h('dd', { 'data-testid': 'summary-answer' }, answer)])),
    picture ? h('figure', { class: 'answers-start' }, picture, h('figcaption', {}, short.startCaption(file))) : null);
}

export function renderAnswers(root: HTMLElement): void {
  const lang = language();
  const words = answersWords(lang);
  const short = shortAnswers(lang);
  clear(root);
  root.append(h('article', { class: 'page text-page answers-page', 'data-testid': 'answers' },
    h('h1', {}, words.title),
    summary(lang),
    h('h2', { id: 'how-we-know' }, short.howWeKnow),
    h('p', {}, short.howWeKnowIntro),
    h('nav', { class: 'answers-nav', 'aria-label': words.contents },
      h('a', { href: '#grec' }, titleOf(entryOf('grec'), lang, 'Le Grec')), ' · ',
      h('a', { href: '#grec-mirror' }, titleOf(entryOf('grec-mirror'), lang, words.mirrorTitle))),
    gameSection(grecFile, 'Le Grec', null, words, lang),
    gameSection(mirrorFile, words.mirrorTitle, words.mirrorIntro, words, lang),
    h('p', {}, h('a', { href: '/rules#grec', 'data-link': '', 'data-testid': 'answers-rules' }, words.rulesLink))));
}

export function mountAnswers(root: HTMLElement, host: AnswersHost): { relabel(): void } {
  const draw = () => {
    host.setTitle(`${answersWords(language()).title} — ${t().appName}`);
    renderAnswers(root);
  };
  draw();
  return { relabel: draw };
}
