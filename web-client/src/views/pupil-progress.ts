// A pupil's progress, as its teacher reads it (issue 39): /c/<class>/pupils/<name>, from
// `GET /api/clubs/<id>/pupils/<name>`: whether the account is protected, the exercises it solved
// (named as the exercises' list names them: family, game, goal), its games in progress and its
// finished games, as the account page shows one's own. Anyone but the class's teacher: "No such club"
// (the server's 404 and 403 alike). A lazy chunk.
import { h } from '../lib/dom';
import { api, ApiError, type AccountPlaying, type ExerciseItem } from '../lib/api';
import { onAccountChange } from '../lib/account';
import { clubPath, readProgress, type PupilProgress } from '../lib/clubs';
import { clubRefusal, clubText, type ClubWords } from '../i18n/club-text';
import { gameTitle, language, pick, t } from '../i18n';
import { clubNotFound } from './club-parts';
import { gameItem } from './account-games';
import '../styles/clubs.css';
import { goalIn } from '../i18n/exercise-goals';

export interface PupilProgressHost {
  navigate(path: string): void;
  setTitle(title: string): void;
}

function playingItem(game: AccountPlaying, words: ClubWords): HTMLElement {
  const catalogue = t();
  const side = pick(catalogue.sides, game.to_move) ?? game.to_move;
  return h('li', {}, h('a', { class: 'game-link', href: `/g/${game.game}`, 'data-link': '', 'data-testid': `pupil-playing-${game.game}` },
    h('span', {}, `${gameTitle(game.variant)}, ${catalogue.account.playedAs[game.side] ?? game.side}`),
    h('span', { class: 'exercise-meta' }, `${game.waiting ? words.waitingOpponent : words.toMove(side)} · ${catalogue.account.moveCount(game.moves)}`)));
}

export class PupilProgressView {
  private progress: PupilProgress | null = null;
  private exercises = new Map<string, ExerciseItem>();
  private missing = false;
  private error: string | null = null;
  private readonly name: string;
  private readonly stopAccount: () => void;

  constructor(private readonly root: HTMLElement, private readonly clubId: string, rawName: string, private readonly host: PupilProgressHost) {
    let name = rawName;
    try {
      name = decodeURIComponent(rawName);
    } catch {
      // kept as typed: the server says whether it names a pupil
    }
    this.name = name;
    this.draw();
    void this.load();
    this.stopAccount = onAccountChange(() => void this.load());
  }

  destroy(): void {
    this.stopAccount();
  }

  relabel(): void {
    this.draw();
  }

  private async load(): Promise<void> {
    try {
      const answer = readProgress(await api<unknown>('GET', `/api/clubs/${encodeURIComponent(this.clubId)}/pupils/${encodeURIComponent(this.name)}`));
      if (!answer) throw new ApiError('internal', 200);
      this.progress = answer;
      this.error = null;
    } catch (error) {
      // 404 (no such class or pupil) and 403 (not its teacher) are one answer to the reader.
      this.missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
      this.error = this.missing ? null : clubRefusal(error).text;
    }
    this.draw();
    if (this.progress && this.progress.solved.length > 0 && this.exercises.size === 0) {
      api<{ exercises?: ExerciseItem[] }>('GET', '/api/exercises').then((answer) => {
        for (const item of answer.exercises ?? []) this.exercises.set(item.id, item);
        this.draw();
      }, () => undefined);
    }
  }

  private exerciseLabel(id: string): string {
    const item = this.exercises.get(id);
    if (!item) return id;
    const family = pick(t().exercises.families, item.family) ?? item.family;
    return `${family} · ${gameTitle(item.variant)} — ${goalIn(item.goal, language())}`;
  }

  private draw(): void {
    const words = clubText();
    if (this.missing) {
      this.host.setTitle(`${words.notFound} — ${t().appName}`);
      return this.root.replaceChildren(clubNotFound(words));
    }
    this.host.setTitle(`${words.progressOf(this.name)} — ${t().appName}`);
    const back = h('a', { class: 'club-back', href: clubPath(this.clubId), 'data-link': '', 'data-testid': 'back-to-class' }, words.backToClass);
    const progress = this.progress;
    if (!progress) {
      this.root.replaceChildren(h('section', { class: 'page pupil-progress' }, back, h('h1', {}, this.name),
        this.error ? h('p', { class: 'form-error', role: 'alert' }, this.error) : h('p', { class: 'muted' }, words.loading)));
      return;
    }
    const section = (id: string, title: string, items: HTMLElement[], none: string) =>
      h('section', { class: 'card', 'aria-labelledby': id, 'data-testid': id }, h('h2', { id }, title),
        items.length ? h('ul', { class: 'game-list' }, ...items) : h('p', { class: 'muted' }, none));
    this.root.replaceChildren(h('section', { class: 'page pupil-progress', 'data-testid': 'pupil-progress' },
      back,
      h('h1', { 'data-testid': 'pupil-heading' }, progress.username),
      h('p', { class: 'muted', 'data-testid': 'pupil-protected-state' }, words.protectedState(progress.protected)),
      section('pupil-solved', words.solvedHeading(progress.solved.length), progress.solved.map((id) =>
        h('li', { 'data-exercise': id }, h('a', { href: `/exercises/${id}`, 'data-link': '' }, this.exerciseLabel(id)))), words.noSolved),
      section('pupil-playing', words.playingHeading, progress.playing.map((game) => playingItem(game, words)), words.noPlaying),
      section('pupil-games', words.finishedHeading, progress.games.map(gameItem), words.noFinished)));
  }
}

export function mountPupilProgress(root: HTMLElement, clubId: string, name: string, host: PupilProgressHost): PupilProgressView {
  return new PupilProgressView(root, clubId, name, host);
}
