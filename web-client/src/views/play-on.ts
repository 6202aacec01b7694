// "Play on from here against the computer", under the viewer's board: a new game against the
// computer that starts from the position shown (POST /api/games with its `position`), the player
// taking the side to move, at the level last chosen on Home. The server reads the position with the
// rules and refuses a finished one; the repetition history before it is not carried over.
import { h } from '../lib/dom';
import { createGame } from '../lib/new-game';
import { SETTINGS_KEY, readSettings } from '../lib/game-settings';
import { knownVariants } from '../lib/catalogue';
import { setting, storeSecret } from '../lib/storage';
import { parsePosition, type Layout } from '../lib/position';
import type { Replay } from '../lib/record-replay';
import { analysisWords } from '../i18n/analysis-text';
import { pick, t } from '../i18n';

/** The position shown, when a game can go on from it: its variant, its text, and whether the first side is to move. */
export interface PlayOnFrom {
  variant: string;
  position: string;
  firstToMove: boolean;
}

/** The position after `ply` moves of a replayed record, unless the game is over there (its last position, when the rules ended it). */
export function playOnFrom(replay: Replay, ply: number, layout: Layout): PlayOnFrom | null {
  const over = ply === replay.positions.length - 1 && replay.result.state !== 'ongoing';
  const position = replay.positions[ply];
  const board = position === undefined ? null : parsePosition(position, layout);
  return over || !board || position === undefined ? null : { variant: replay.variant, position, firstToMove: board.toMove === layout.sides[0] };
}

/** The button and its message; `refresh()` after each step hides it where the game cannot go on. */
export function playOnButton(from: () => PlayOnFrom | null, navigate: (path: string) => void): { element: HTMLElement; refresh(): void } {
  const words = analysisWords();
  const message = h('p', { class: 'form-error', role: 'alert', 'data-testid': 'play-on-message' });
  const button = h('button', {
    type: 'button', class: 'btn btn-secondary', 'data-testid': 'play-on',
    onclick: () => {
      const start = from();
      if (!start) return;
      const { level } = readSettings(setting(SETTINGS_KEY), knownVariants().map((entry) => entry.name));
      button.disabled = true;
      message.textContent = '';
      createGame({ variant: start.variant, time: null, color: start.firstToMove ? 'first' : 'second', opponent: 'computer', level, position: start.position })
        .then((created) => {
          storeSecret(created.game, created.secret);
          navigate(`/g/${created.game}`);
        })
        .catch((error: unknown) => {
          const code = error instanceof Error ? error.message : 'network';
          message.textContent = words.playOnFailed(pick(t().errors, code) ?? code);
          button.disabled = false;
        });
    },
  }, words.playOn);
  const element = h('div', { class: 'play-on' }, button, message);
  return {
    element,
    refresh: () => {
      button.textContent = analysisWords().playOn;
      element.hidden = from() === null;
    },
  };
}
