// The live games page's name where the first load needs it (Home's link to it, the page's title), in
// both languages. The page's own words are ./watch-text.ts, in the page's chunk.
import { language } from './index';

interface WatchLinkWords {
  title: string;
  link: string;
}

const en: WatchLinkWords = { title: 'Live games', link: 'Watch live games' };
const fr: WatchLinkWords = { title: 'Parties en direct', link: 'Regarder des parties en direct' };

export function watchLinkText(): WatchLinkWords {
  return language() === 'fr' ? fr : en;
}
