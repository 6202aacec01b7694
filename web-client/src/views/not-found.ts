// Shown for an unknown or expired invitation, and for any path the client does not know.
import { h, clear } from '../lib/dom';
import { t } from '../i18n';

export function renderNotFound(root: HTMLElement, what: 'game' | 'page'): void {
  const text = t().notFound;
  clear(root);
  root.append(
    h('section', { class: 'page not-found', 'data-testid': 'not-found' },
      h('h1', {}, what === 'game' ? text.title : text.pageTitle),
      h('p', {}, text.text),
      h('a', { class: 'btn btn-primary', href: '/', 'data-link': '' }, text.home)),
  );
}
