// The account page's notification settings (issue 38): each kind of event on or off, for this
// browser (they are where the notifications are shown), and the browser's permission, with a button
// to ask for it while it has not been asked.
import { h } from '../lib/dom';
import { EVENT_KINDS, kindEnabled, notificationPermission, requestNotifications, setKindEnabled } from '../lib/event-settings';
import { playerEventText } from '../i18n/player-events-text';

export function notificationSettings(): HTMLElement {
  const words = playerEventText();
  const status = h('p', { class: 'muted', 'data-testid': 'notification-permission' });
  const allow = h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'allow-notifications' }, words.turnOn);
  const showPermission = () => {
    const permission = notificationPermission();
    status.textContent = words.permission[permission];
    allow.hidden = permission !== 'default';
  };
  allow.addEventListener('click', () => void requestNotifications().then(showPermission));
  showPermission();
  const choices = EVENT_KINDS.map((kind) => {
    const box = h('input', { type: 'checkbox', 'data-testid': `notify-${kind}` });
    box.checked = kindEnabled(kind);
    box.addEventListener('change', () => setKindEnabled(kind, box.checked));
    return h('label', { class: 'choice' }, box, words.kinds[kind]);
  });
  return h('section', { class: 'card', 'data-testid': 'notification-settings' },
    h('h2', {}, words.settingsHeading),
    h('p', {}, words.settingsIntro),
    h('fieldset', {}, h('legend', { class: 'sr-only' }, words.settingsHeading), ...choices),
    status, allow);
}
