// The lobby's name where the first load needs it (Home's link to it, the page's title), in both
// languages. The lobby page's own words are ./lobby-text.ts, in the page's chunk.
import { language } from './index';

interface LobbyLinkWords {
  title: string;
  link: string;
}

const en: LobbyLinkWords = { title: 'Lobby', link: 'Find an opponent online' };
const fr: LobbyLinkWords = { title: 'Salon', link: 'Trouver un adversaire en ligne' };

export function lobbyLinkText(): LobbyLinkWords {
  return language() === 'fr' ? fr : en;
}
