// A profile's "Follow" and "Block" buttons (issue 38), for a signed-in visitor who is not that
// player. Each press is stored by the server before the button changes; a failure says so and
// changes nothing.
import { h } from '../lib/dom';
import { blocked, following, listed, setRelation, type Relation } from '../lib/people';
import { peopleText } from '../i18n/people-text';

export function peopleActions(name: string): HTMLElement {
  const words = peopleText();
  const state = { follow: false, block: false };
  const status = h('p', { class: 'muted', role: 'status', 'data-testid': 'people-status' });
  const followButton = h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'follow', 'aria-pressed': 'false' });
  const blockButton = h('button', { type: 'button', class: 'btn btn-danger', 'data-testid': 'block', 'aria-pressed': 'false' });
  const draw = () => {
    followButton.textContent = state.follow ? words.unfollow : words.follow;
    followButton.setAttribute('aria-pressed', String(state.follow));
    followButton.hidden = state.block;
    blockButton.textContent = state.block ? words.unblock : words.block;
    blockButton.setAttribute('aria-pressed', String(state.block));
  };
  const press = (relation: Relation, button: HTMLButtonElement) => {
    const on = !state[relation];
    button.disabled = true;
    setRelation(name, relation, on).then(() => {
      state[relation] = on;
      if (relation === 'block' && on) state.follow = false; // blocking ends the following
      status.textContent = relation === 'block' && on ? words.blockedNote : '';
      draw();
    }, () => {
      status.textContent = words.failed;
    }).finally(() => {
      button.disabled = false;
    });
  };
  followButton.addEventListener('click', () => press('follow', followButton));
  blockButton.addEventListener('click', () => press('block', blockButton));
  draw();
  // Where the visitor stands with this player: their own two lists.
  void Promise.all([following(), blocked()]).then(([followed, blocks]) => {
    state.follow = listed(followed, name);
    state.block = listed(blocks, name);
    draw();
  }, () => undefined);
  return h('div', { class: 'people-actions', 'data-testid': 'people-actions' }, h('div', { class: 'row' }, followButton, blockButton), status);
}
