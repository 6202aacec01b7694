// The Rules page and the "Sources and limits of this reconstruction" page, from the catalogue.
import { h, clear } from '../lib/dom';
import type { Section } from '../i18n/en';
import { language, t } from '../i18n';
import { evidenceSections } from '../i18n/references';

function sections(list: Section[], level: 'h3' | 'h2'): HTMLElement[] {
  return list.map((section) =>
    h('section', { class: 'text-section' },
      h(level, {}, section.heading),
      ...section.paragraphs.map((paragraph) => h('p', {}, paragraph)),
      section.items ? h('ul', {}, ...section.items.map((item) => h('li', {}, item))) : null));
}

export function renderRules(root: HTMLElement): void {
  const rules = t().rules;
  clear(root);
  root.append(
    h('article', { class: 'page text-page', 'data-testid': 'rules' },
      h('h1', {}, rules.title),
      h('p', { class: 'lead' }, rules.intro),
      h('nav', { class: 'toc' }, h('a', { href: '#petteia' }, rules.petteiaTitle), ' · ', h('a', { href: '#grec' }, rules.grecTitle), ' · ', h('a', { href: '#notation' }, rules.notationTitle)),
      h('h2', { id: 'petteia' }, rules.petteiaTitle),
      ...sections(rules.petteia, 'h3'),
      h('h2', { id: 'grec' }, rules.grecTitle),
      ...sections(rules.grec, 'h3'),
      h('h2', { id: 'notation' }, rules.notationTitle),
      h('p', {}, rules.notation),
      h('p', {}, h('a', { href: '/sources', 'data-link': '' }, t().sources.title))),
  );
}

export function renderSources(root: HTMLElement): void {
  const sources = t().sources;
  clear(root);
  root.append(
    h('article', { class: 'page text-page', 'data-testid': 'sources' },
      h('h1', {}, sources.title),
      h('p', { class: 'lead' }, sources.intro),
      h('h2', {}, sources.evidenceTitle),
      ...evidenceSections(language()).map((section) =>
        h('section', { class: 'text-section', 'data-topic': section.topic },
          h('h3', {}, section.heading),
          h('p', {}, section.text))),
      h('h2', {}, sources.choicesTitle),
      h('ul', {}, ...sources.choices.map((choice) => h('li', {}, choice))),
      h('p', {}, sources.grecNote),
      h('h2', {}, sources.readingTitle),
      h('p', {}, sources.reading)),
  );
}
