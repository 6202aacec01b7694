// The end of a game, for its players: the pieces each side took, the score over the rematches
// this browser played, and a way to share the result.
import { h } from '../lib/dom';
import { capturesBySide } from '../lib/captures';
import { browserStore, seriesScore } from '../lib/series-score';
import { copyLink, shareCancelled, shareWay } from '../lib/share';
import { entryOf, hasCaptures, ownPieceMarks } from '../lib/catalogue';
import { plainResult } from '../lib/result-words';
import type { Snapshot } from '../lib/types';
import { pick, t } from '../i18n';

export interface EndContext {
  snapshot: Snapshot;
  gameId: string;
  status: string; // who won and why, in words, as the status line says it
  toast(text: string): void;
}

function shareButton(context: EndContext): HTMLElement {
  const catalogue = t();
  const game = catalogue.game;
  const link = `${window.location.origin}/g/${context.gameId}`;
  const data: ShareData = { title: catalogue.appName, text: game.shareResult(context.status), url: link };
  // Off-page: copyLink's selection fallback needs a field, the clipboard does not.
  const field = h('input', { type: 'text', readonly: true, value: link });
  const copy = () => {
    void copyLink(`${data.text} ${link}`, field).then((copied) => context.toast(copied ? game.resultCopied : game.copyFailed));
  };
  const way = shareWay(navigator, window.matchMedia('(pointer: coarse)').matches, data);
  const onclick = way === 'share'
    ? () => navigator.share(data).catch((error: unknown) => {
        if (!shareCancelled(error)) copy();
      })
    : copy;
  return h('button', { type: 'button', class: 'btn btn-secondary', 'data-focus': 'share-result', 'data-testid': 'share-result', onclick },
    way === 'share' ? game.shareResultButton : game.copyResult);
}

export function endSummary(context: EndContext): HTMLElement {
  const catalogue = t();
  const game = catalogue.game;
  const { snapshot } = context;
  const section = h('section', { class: 'card end-summary', 'data-testid': 'end-summary', 'aria-label': game.endTitle });
  // What ended it, in the players' words ("Dark won: Light cannot move any piece").
  const result = plainResult(catalogue, snapshot.result, snapshot.sides);
  if (result) section.append(h('p', { class: 'end-result', 'data-testid': 'end-result' }, result));
  const entry = entryOf(snapshot.variant);
  if (hasCaptures(entry)) {
    const taken = capturesBySide(snapshot.sides, snapshot.moves, ownPieceMarks(entry));
    const list = h('ul', { class: 'captured', 'data-testid': 'captured' });
    for (const [side, count] of taken)
      list.append(h('li', { 'data-side': side }, game.piecesTaken(pick(catalogue.sides, side) ?? side, count)));
    section.append(list);
  }
  const score = seriesScore(browserStore, context.gameId);
  if (score) section.append(h('p', { class: 'series-score', 'data-testid': 'series-score' }, game.seriesScore(score.won, score.lost, score.draws, score.games)));
  section.append(shareButton(context));
  return section;
}
