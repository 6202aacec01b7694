// The words of a player's events (issue 38): the toasts and notifications of "your turn", an offer,
// a game started or over; the question that asks to turn notifications on; the settings of each kind.
import { language, wordsIn, type Language } from './index';

export type PlayerEventKind = 'your_turn' | 'game_started' | 'draw_offered' | 'takeback_offered' | 'game_ended' | 'challenge' | 'tournament_game';
export type Outcome = 'win' | 'loss' | 'draw' | 'aborted';

export interface PlayerEventWords {
  /** The toast's or notification's title, `game` the game's name ("Petteia 8×8"). */
  title: (kind: PlayerEventKind, game: string, outcome: Outcome | null) => string;
  /** A tournament paired the player (issue 39): "Your tournament game vs Theseus is ready". */
  tournamentReady: (opponent: string | null) => string;
  /** The toast's second link, to the tournament's page. */
  openTournament: string;
  /** Its line: against whom ("against Ariadne", "against your friend"). */
  against: (opponent: string | null) => string;
  /** The toast's link to the game. */
  open: string;
  dismiss: string;
  /** The toasts' region, for screen readers. */
  region: string;
  /** The question asked after a first correspondence move or challenge, never on landing. */
  ask: string;
  askYes: string;
  askNo: string;
  /** The settings (account page). */
  settingsHeading: string;
  settingsIntro: string;
  kinds: Record<PlayerEventKind, string>;
  /** The browser's permission, as the settings say it. */
  permission: Record<NotificationPermission | 'unsupported', string>;
  turnOn: string;
}

const en: PlayerEventWords = {
  title: (kind, game, outcome) => {
    switch (kind) {
      case 'challenge': return `A challenge for you — ${game}`;
      case 'tournament_game': return `Your tournament game is ready — ${game}`;
      case 'your_turn': return `Your move — ${game}`;
      case 'game_started': return `Your game has started — ${game}`;
      case 'draw_offered': return `Draw offered — ${game}`;
      case 'takeback_offered': return `Takeback asked — ${game}`;
      case 'game_ended':
        return outcome === 'win' ? `You won — ${game}` : outcome === 'loss' ? `You lost — ${game}`
          : outcome === 'draw' ? `Draw — ${game}` : `Game aborted — ${game}`;
    }
  },
  tournamentReady: (opponent) => (opponent ? `Your tournament game vs ${opponent} is ready` : 'Your tournament game is ready'),
  openTournament: 'The tournament',
  against: (opponent) => (opponent ? `against ${opponent}` : 'against your friend'),
  open: 'Open the game',
  dismiss: 'Dismiss',
  region: 'Notifications',
  ask: 'Be told when it is your move, even with this tab in the background?',
  askYes: 'Turn on notifications',
  askNo: 'Not now',
  settingsHeading: 'Notifications',
  settingsIntro: 'What you are told of your games while you are elsewhere on the site, or in another tab.',
  kinds: {
    challenge: 'A player challenges you',
    your_turn: 'Your move',
    game_started: 'A game of yours has started',
    draw_offered: 'A draw is offered',
    takeback_offered: 'A takeback is asked',
    game_ended: 'A game of yours has ended',
    tournament_game: 'A tournament pairs you',
  },
  permission: {
    granted: 'This browser shows notifications from the site.',
    default: 'This browser has not been asked yet: only the site’s own messages are shown.',
    denied: 'Notifications are blocked in this browser’s settings: only the site’s own messages are shown.',
    unsupported: 'This browser cannot show notifications: only the site’s own messages are shown.',
  },
  turnOn: 'Allow notifications',
};

const fr: PlayerEventWords = {
  title: (kind, game, outcome) => {
    switch (kind) {
      case 'challenge': return `Un défi pour vous — ${game}`;
      case 'tournament_game': return `Votre partie de tournoi est prête — ${game}`;
      case 'your_turn': return `À vous de jouer — ${game}`;
      case 'game_started': return `Votre partie a commencé — ${game}`;
      case 'draw_offered': return `Nulle proposée — ${game}`;
      case 'takeback_offered': return `Reprise demandée — ${game}`;
      case 'game_ended':
        return outcome === 'win' ? `Vous avez gagné — ${game}` : outcome === 'loss' ? `Vous avez perdu — ${game}`
          : outcome === 'draw' ? `Partie nulle — ${game}` : `Partie annulée — ${game}`;
    }
  },
  tournamentReady: (opponent) => (opponent ? `Votre partie de tournoi contre ${opponent} est prête` : 'Votre partie de tournoi est prête'),
  openTournament: 'Le tournoi',
  against: (opponent) => (opponent ? `contre ${opponent}` : 'contre votre ami'),
  open: 'Ouvrir la partie',
  dismiss: 'Fermer',
  region: 'Notifications',
  ask: 'Être prévenu quand c’est à vous de jouer, même si cet onglet est en arrière-plan ?',
  askYes: 'Activer les notifications',
  askNo: 'Pas maintenant',
  settingsHeading: 'Notifications',
  settingsIntro: 'Ce qui vous est signalé de vos parties quand vous êtes ailleurs sur le site, ou dans un autre onglet.',
  kinds: {
    challenge: 'Un joueur vous défie',
    your_turn: 'À vous de jouer',
    game_started: 'Une de vos parties a commencé',
    draw_offered: 'Une nulle est proposée',
    takeback_offered: 'Une reprise est demandée',
    game_ended: 'Une de vos parties est terminée',
    tournament_game: 'Un tournoi vous apparie',
  },
  permission: {
    granted: 'Ce navigateur affiche les notifications du site.',
    default: 'Ce navigateur n’a pas encore été sollicité : seuls les messages du site sont affichés.',
    denied: 'Les notifications sont bloquées dans les réglages de ce navigateur : seuls les messages du site sont affichés.',
    unsupported: 'Ce navigateur ne sait pas afficher de notifications : seuls les messages du site sont affichés.',
  },
  turnOn: 'Autoriser les notifications',
};

const el: PlayerEventWords = {
  title: (kind, game, outcome) => {
    switch (kind) {
      case 'challenge': return `Μια πρόκληση για εσάς — ${game}`;
      case 'tournament_game': return `Η παρτίδα σας στο τουρνουά είναι έτοιμη — ${game}`;
      case 'your_turn': return `Σειρά σας — ${game}`;
      case 'game_started': return `Η παρτίδα σας άρχισε — ${game}`;
      case 'draw_offered': return `Πρόταση ισοπαλίας — ${game}`;
      case 'takeback_offered': return `Αίτημα αναίρεσης — ${game}`;
      case 'game_ended':
        return outcome === 'win' ? `Κερδίσατε — ${game}` : outcome === 'loss' ? `Χάσατε — ${game}`
          : outcome === 'draw' ? `Ισοπαλία — ${game}` : `Η παρτίδα ακυρώθηκε — ${game}`;
    }
  },
  tournamentReady: (opponent) => (opponent ? `Η παρτίδα σας στο τουρνουά με ${opponent} είναι έτοιμη` : 'Η παρτίδα σας στο τουρνουά είναι έτοιμη'),
  openTournament: 'Το τουρνουά',
  against: (opponent) => (opponent ? `εναντίον ${opponent}` : 'με τον φίλο σας'),
  open: 'Άνοιγμα της παρτίδας',
  dismiss: 'Κλείσιμο',
  region: 'Ειδοποιήσεις',
  ask: 'Να ειδοποιείστε όταν είναι η σειρά σας, ακόμη κι αν αυτή η καρτέλα είναι στο παρασκήνιο;',
  askYes: 'Ενεργοποίηση ειδοποιήσεων',
  askNo: 'Όχι τώρα',
  settingsHeading: 'Ειδοποιήσεις',
  settingsIntro: 'Τι μαθαίνετε για τις παρτίδες σας όσο είστε αλλού στον ιστότοπο ή σε άλλη καρτέλα.',
  kinds: {
    challenge: 'Ένας παίκτης σας προκαλεί',
    your_turn: 'Σειρά σας',
    game_started: 'Μια παρτίδα σας άρχισε',
    draw_offered: 'Προτείνεται ισοπαλία',
    takeback_offered: 'Ζητείται αναίρεση',
    game_ended: 'Μια παρτίδα σας τελείωσε',
    tournament_game: 'Ένα τουρνουά σάς ζευγαρώνει',
  },
  permission: {
    granted: 'Αυτός ο φυλλομετρητής δείχνει τις ειδοποιήσεις του ιστότοπου.',
    default: 'Αυτός ο φυλλομετρητής δεν έχει ερωτηθεί ακόμη: εμφανίζονται μόνο τα μηνύματα του ιστότοπου.',
    denied: 'Οι ειδοποιήσεις είναι αποκλεισμένες στις ρυθμίσεις αυτού του φυλλομετρητή: εμφανίζονται μόνο τα μηνύματα του ιστότοπου.',
    unsupported: 'Αυτός ο φυλλομετρητής δεν μπορεί να δείξει ειδοποιήσεις: εμφανίζονται μόνο τα μηνύματα του ιστότοπου.',
  },
  turnOn: 'Να επιτρέπονται οι ειδοποιήσεις',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, PlayerEventWords> = { en: en, fr: fr, el };

export function playerEventWords(lang: string): PlayerEventWords {
  return wordsIn(byLanguage, lang);
}

export function playerEventText(): PlayerEventWords {
  return playerEventWords(language());
}
