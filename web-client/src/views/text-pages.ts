// The Rules page and the "Sources and limits of this reconstruction" page, from the catalogue.
import { h, clear } from '../lib/dom';
import type { Section } from '../i18n/rules-en';
import { language, t } from '../i18n';
import { hasRulesText, loadRulesText, rulesText } from '../i18n/rules-text';
import { evidenceSections } from '../i18n/references';
import { renderRuleDiagram } from './rule-diagram';

/** A section's anchor: its part's id and its place, the same in both languages (#petteia-3). */
const anchor = (part: string, index: number): string => `${part}-${index + 1}`;

/** "[R]" in a rule: a visible tag that a screen reader reads as words ("reconstructed by this site"). */
function marked(text: string): (string | HTMLElement)[] {
  return text.split(/(\[R\])/).filter(Boolean).map((part) => part === '[R]'
    ? h('span', { class: 'reconstructed', title: rulesText().rules.reconstructed },
      h('span', { 'aria-hidden': 'true' }, '[R]'), h('span', { class: 'sr-only' }, `(${rulesText().rules.reconstructed})`))
    : part);
}

function sections(list: Section[], level: 'h3' | 'h2', part: string): HTMLElement[] {
  const diagrams = rulesText().rules.diagrams;
  return list.map((section, index) =>
    h('section', { class: 'text-section', id: anchor(part, index) },
      h(level, {}, section.heading),
      ...section.paragraphs.map((paragraph) => h('p', {}, ...marked(paragraph))),
      section.items ? h('ul', {}, ...section.items.map((item) => h('li', {}, ...marked(item)))) : null,
      section.diagrams ? h('div', { class: 'rule-diagrams' }, ...section.diagrams.map((id) => renderRuleDiagram(id, diagrams[id]))) : null,
      section.link ? h('p', {}, h('a', { href: section.link.href, 'data-link': '', 'data-testid': `link-${anchor(part, index)}` }, section.link.text)) : null));
}

/** The contents: each part, and under it its sections, so that a phone reader jumps, not scrolls. */
function contents(parts: { id: string; title: string; sections: Section[] }[], label: string): HTMLElement {
  return h('nav', { class: 'toc', 'aria-label': label },
    h('h2', { class: 'toc-title' }, label),
    h('ul', {}, ...parts.map((part) =>
      h('li', {},
        h('a', { href: `#${part.id}` }, part.title),
        part.sections.length > 0
          ? h('ul', {}, ...part.sections.map((section, index) => h('li', {}, h('a', { href: `#${anchor(part.id, index)}` }, section.heading))))
          : null))));
}

export function renderRules(root: HTMLElement): void {
  const rules = rulesText().rules;
  clear(root);
  root.append(
    h('article', { class: 'page text-page', 'data-testid': 'rules' },
      h('h1', {}, rules.title),
      h('p', { class: 'lead' }, ...marked(rules.intro)),
      contents([
        { id: 'petteia', title: rules.petteiaTitle, sections: rules.petteia },
        { id: 'grec', title: rules.grecTitle, sections: rules.grec },
        { id: 'petteia-chess', title: rules.chessTitle, sections: rules.chess },
        { id: 'notation', title: rules.notationTitle, sections: [] },
      ], rules.contents),
      h('h2', { id: 'petteia' }, rules.petteiaTitle),
      ...sections(rules.petteia, 'h3', 'petteia'),
      h('h2', { id: 'grec' }, rules.grecTitle),
      ...sections(rules.grec, 'h3', 'grec'),
      h('h2', { id: 'petteia-chess' }, rules.chessTitle),
      h('p', { class: 'source-note', 'data-testid': 'chess-source' }, ...marked(rules.chessSource)),
      ...sections(rules.chess, 'h3', 'petteia-chess'),
      h('h2', { id: 'notation' }, rules.notationTitle),
      h('p', {}, rules.notation),
      h('p', {}, h('a', { href: '/sources', 'data-link': '' }, rulesText().sources.title))),
  );
}

export function renderSources(root: HTMLElement): void {
  const sources = rulesText().sources;
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

export interface TextPageHost {
  setTitle(title: string): void;
}

function mountText(root: HTMLElement, host: TextPageHost, render: (root: HTMLElement) => void, title: () => string): { relabel(): void } {
  const draw = () => {
    host.setTitle(`${title()} — ${t().appName}`);
    render(root);
    // Greek's words are fetched when first needed (a switch of language on this page): drawn again then.
    if (!hasRulesText()) void loadRulesText().then(draw, () => undefined);
  };
  draw();
  return { relabel: draw };
}

/** Fetches the current language's words, so that the page is drawn in it from the start. */
export function rulesReady(): Promise<void> {
  return loadRulesText().catch(() => undefined);
}

export function mountRules(root: HTMLElement, host: TextPageHost): { relabel(): void } {
  return mountText(root, host, renderRules, () => rulesText().rules.title);
}

export function mountSources(root: HTMLElement, host: TextPageHost): { relabel(): void } {
  return mountText(root, host, renderSources, () => rulesText().sources.title);
}
