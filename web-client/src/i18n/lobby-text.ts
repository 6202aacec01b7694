// The lobby page's words (../views/lobby.ts), in every language. Beside the catalogues rather than in
// them: en.ts and fr.ts are at their size limit, and these belong to the lobby's own chunk.
import { wordsIn, type Language } from './index';
import { elCount, enCount, frCount } from './plural';

export interface LobbyWords {
  heading: string;
  intro: string;
  players: (count: number) => string;
  connecting: string;
  reconnecting: string;
  signedInAs: (name: string) => string;
  quick: string;
  quickHint: string;
  game: string;
  clock: string;
  clockHint: string;
  untimed: string;
  casual: string;
  rated: string;
  ratedNeedsAccount: string;
  signIn: string;
  untimedNeverRated: string;
  play: string;
  sending: string;
  seeking: string;
  waited: (elapsed: string) => string;
  cancelSeek: string;
  challenges: string;
  noChallenges: string;
  postToggle: string;
  colour: string;
  first: string;
  second: string;
  random: string;
  post: string;
  posted: string;
  cancelled: string;
  anonymous: string;
  you: string;
  provisional: string;
  plays: (side: string) => string;
  movesFirst: string;
  movesSecond: string;
  randomColour: string;
  accept: string;
  cancelChallenge: string;
  acceptNeedsAccount: string;
  starting: string;
  paired: string;
  notConnected: string;
  errors: Record<string, string>;
  /** "and 140 more": open challenges not listed. */
  more: (count: number) => string;
  /** A pairing asked rated, played casual: why (the server's `casual_reason`). */
  pairedCasual: (reason: string) => string;
  tooMany: (seconds: number | null) => string;
  refused: (code: string) => string;
}

const en: LobbyWords = {
  heading: 'Lobby',
  intro: 'Play someone online: be paired at once, or take up an open challenge. No account needed for casual games.',
  players: (count) => `${enCount(count, 'player', 'players')} in the lobby`,
  connecting: 'Connecting to the lobby…',
  reconnecting: 'Connection lost. Reconnecting…',
  signedInAs: (name) => `Signed in as ${name}`,
  quick: 'Quick pairing',
  quickHint: 'You play the first player who wants the same game and clock.',
  game: 'Game',
  clock: 'Clock',
  clockHint: 'minutes + seconds a move',
  untimed: 'No clock',
  casual: 'Casual',
  rated: 'Rated',
  ratedNeedsAccount: 'Rated games need an account.',
  signIn: 'Sign in',
  untimedNeverRated: 'A game without a clock is never rated.',
  play: 'Play',
  sending: 'One moment…',
  seeking: 'Looking for an opponent…',
  waited: (elapsed) => `Waiting for ${elapsed}`,
  cancelSeek: 'Stop looking',
  challenges: 'Open challenges',
  noChallenges: 'No open challenge right now. Post one, or use quick pairing.',
  postToggle: 'Post a challenge',
  colour: 'Your pieces',
  first: 'Move first',
  second: 'Move second',
  random: 'Random',
  post: 'Post the challenge',
  posted: 'Your challenge is posted: it waits in the list for an opponent.',
  cancelled: 'Your challenge is withdrawn.',
  anonymous: 'Anonymous',
  you: 'You',
  provisional: 'provisional rating',
  plays: (side) => `plays ${side}`,
  movesFirst: 'moves first',
  movesSecond: 'moves second',
  randomColour: 'colour at random',
  accept: 'Accept',
  cancelChallenge: 'Withdraw',
  acceptNeedsAccount: 'Rated: sign in to accept.',
  starting: 'Starting…',
  paired: 'Opponent found: opening the game…',
  notConnected: 'Not connected to the lobby yet; try again in a moment.',
  errors: {
    not_in_lobby: 'The lobby was not ready; try again.',
    protected_account: 'The lobby is not available to your account: your teacher protects it.',
    challenge_not_found: 'That challenge is no longer open.',
    own_challenge: 'This challenge is yours: wait for an opponent.',
    challenge_refused: 'This player does not accept your challenges.',
    rated_needs_account: 'Sign in to play rated games.',
    storage_unavailable: 'The server could not store that; nothing changed. Try again.',
    rate_limited: 'Too many actions; slow down a little.',
    invalid_message: 'The server refused the request.',
    unsupported_protocol: 'This page is out of date: reload it.',
    lobby_full: 'The lobby is full of open challenges: accept one, use quick pairing, or try again soon.',
  },
  more: (count) => `and ${count} more`,
  pairedCasual: (reason) =>
    reason === 'same_browser' ? 'Opponent found. Casual: one of you played in the other’s browser. Opening the game…'
      : reason === 'same_network' ? 'Opponent found. Casual: you share a network. Opening the game…'
        : 'Opponent found. Casual, not rated. Opening the game…',
  tooMany: (seconds) => (seconds === null ? 'Too many challenges; try again later.' : `Too many challenges; try again in ${seconds} s.`),
  refused: (code) => `The server refused the request (${code}).`,
};

const fr: LobbyWords = {
  heading: 'Salon',
  intro: 'Jouez en ligne : trouvez un adversaire tout de suite, ou relevez un défi ouvert. Pas besoin de compte pour les parties amicales.',
  players: (count) => `${frCount(count, 'joueur', 'joueurs')} dans le salon`,
  connecting: 'Connexion au salon…',
  reconnecting: 'Connexion perdue. Reconnexion…',
  signedInAs: (name) => `Connecté : ${name}`,
  quick: 'Partie rapide',
  quickHint: 'Vous affrontez le premier joueur qui veut le même jeu et la même cadence.',
  game: 'Jeu',
  clock: 'Cadence',
  clockHint: 'minutes + secondes par coup',
  untimed: 'Sans pendule',
  casual: 'Amicale',
  rated: 'Classée',
  ratedNeedsAccount: 'Les parties classées demandent un compte.',
  signIn: 'Se connecter',
  untimedNeverRated: 'Une partie sans pendule n’est jamais classée.',
  play: 'Jouer',
  sending: 'Un instant…',
  seeking: 'Recherche d’un adversaire…',
  waited: (elapsed) => `Attente : ${elapsed}`,
  cancelSeek: 'Arrêter la recherche',
  challenges: 'Défis ouverts',
  noChallenges: 'Aucun défi ouvert pour l’instant. Lancez-en un, ou utilisez la partie rapide.',
  postToggle: 'Lancer un défi',
  colour: 'Vos pièces',
  first: 'Jouer en premier',
  second: 'Jouer en second',
  random: 'Au hasard',
  post: 'Publier le défi',
  posted: 'Votre défi est publié : il attend un adversaire dans la liste.',
  cancelled: 'Votre défi est retiré.',
  anonymous: 'Anonyme',
  you: 'Vous',
  provisional: 'classement provisoire',
  plays: (side) => `joue les ${side}s`,
  movesFirst: 'joue en premier',
  movesSecond: 'joue en second',
  randomColour: 'couleur au hasard',
  accept: 'Accepter',
  cancelChallenge: 'Retirer',
  acceptNeedsAccount: 'Classée : connectez-vous pour accepter.',
  starting: 'Lancement…',
  paired: 'Adversaire trouvé : ouverture de la partie…',
  notConnected: 'Pas encore connecté au salon ; réessayez dans un instant.',
  errors: {
    not_in_lobby: 'Le salon n’était pas prêt ; réessayez.',
    protected_account: 'Le salon n’est pas ouvert à votre compte : votre enseignant le protège.',
    challenge_not_found: 'Ce défi n’est plus ouvert.',
    own_challenge: 'Ce défi est le vôtre : attendez un adversaire.',
    challenge_refused: 'Ce joueur n’accepte pas vos défis.',
    rated_needs_account: 'Connectez-vous pour jouer des parties classées.',
    storage_unavailable: 'Le serveur n’a pas pu l’enregistrer ; rien n’a changé. Réessayez.',
    rate_limited: 'Trop d’actions ; ralentissez un peu.',
    invalid_message: 'Le serveur a refusé la demande.',
    unsupported_protocol: 'Cette page est périmée : rechargez-la.',
    lobby_full: 'Le salon est plein de défis ouverts : acceptez-en un, utilisez la partie rapide, ou réessayez bientôt.',
  },
  more: (count) => `et ${count} de plus`,
  pairedCasual: (reason) =>
    reason === 'same_browser' ? 'Adversaire trouvé. Amicale : l’un de vous a joué dans le navigateur de l’autre. Ouverture de la partie…'
      : reason === 'same_network' ? 'Adversaire trouvé. Amicale : vous partagez un réseau. Ouverture de la partie…'
        : 'Adversaire trouvé. Amicale, non classée. Ouverture de la partie…',
  tooMany: (seconds) => (seconds === null ? 'Trop de défis ; réessayez plus tard.' : `Trop de défis ; réessayez dans ${seconds} s.`),
  refused: (code) => `Le serveur a refusé la demande (${code}).`,
};

const el: LobbyWords = {
  heading: 'Αίθουσα',
  intro: 'Παίξτε με κάποιον στο διαδίκτυο: ζευγαρώστε αμέσως ή δεχτείτε μια ανοιχτή πρόκληση. Για φιλικές παρτίδες δεν χρειάζεται λογαριασμός.',
  players: (count) => `${elCount(count, 'παίκτης', 'παίκτες')} στην αίθουσα`,
  connecting: 'Σύνδεση στην αίθουσα…',
  reconnecting: 'Η σύνδεση χάθηκε. Επανασύνδεση…',
  signedInAs: (name) => `Σύνδεση ως ${name}`,
  quick: 'Γρήγορο ζευγάρωμα',
  quickHint: 'Παίζετε με τον πρώτο παίκτη που θέλει το ίδιο παιχνίδι και τον ίδιο χρόνο.',
  game: 'Παιχνίδι',
  clock: 'Χρόνος',
  clockHint: 'λεπτά + δευτερόλεπτα ανά κίνηση',
  untimed: 'Χωρίς ρολόι',
  casual: 'Φιλική',
  rated: 'Βαθμολογημένη',
  ratedNeedsAccount: 'Οι βαθμολογημένες παρτίδες χρειάζονται λογαριασμό.',
  signIn: 'Σύνδεση',
  untimedNeverRated: 'Μια παρτίδα χωρίς ρολόι δεν βαθμολογείται ποτέ.',
  play: 'Παίξτε',
  sending: 'Μια στιγμή…',
  seeking: 'Αναζήτηση αντιπάλου…',
  waited: (elapsed) => `Αναμονή: ${elapsed}`,
  cancelSeek: 'Διακοπή αναζήτησης',
  challenges: 'Ανοιχτές προκλήσεις',
  noChallenges: 'Καμία ανοιχτή πρόκληση αυτή τη στιγμή. Δημοσιεύστε μία ή χρησιμοποιήστε το γρήγορο ζευγάρωμα.',
  postToggle: 'Δημοσίευση πρόκλησης',
  colour: 'Τα πιόνια σας',
  first: 'Παίζω πρώτος',
  second: 'Παίζω δεύτερος',
  random: 'Τυχαία',
  post: 'Δημοσίευση της πρόκλησης',
  posted: 'Η πρόκλησή σας δημοσιεύτηκε: περιμένει αντίπαλο στη λίστα.',
  cancelled: 'Η πρόκλησή σας αποσύρθηκε.',
  anonymous: 'Ανώνυμος',
  you: 'Εσείς',
  provisional: 'προσωρινή βαθμολογία',
  plays: (side) => `παίζει με τα ${side.toLocaleLowerCase('el')}`,
  movesFirst: 'παίζει πρώτος',
  movesSecond: 'παίζει δεύτερος',
  randomColour: 'τυχαίο χρώμα',
  accept: 'Αποδοχή',
  cancelChallenge: 'Απόσυρση',
  acceptNeedsAccount: 'Βαθμολογημένη: συνδεθείτε για να τη δεχτείτε.',
  starting: 'Έναρξη…',
  paired: 'Βρέθηκε αντίπαλος: άνοιγμα της παρτίδας…',
  notConnected: 'Δεν έχετε συνδεθεί ακόμη στην αίθουσα· δοκιμάστε ξανά σε λίγο.',
  errors: {
    not_in_lobby: 'Η αίθουσα δεν ήταν έτοιμη· δοκιμάστε ξανά.',
    protected_account: 'Η αίθουσα δεν είναι διαθέσιμη για τον λογαριασμό σας: τον προστατεύει ο δάσκαλός σας.',
    challenge_not_found: 'Αυτή η πρόκληση δεν είναι πια ανοιχτή.',
    own_challenge: 'Αυτή η πρόκληση είναι δική σας: περιμένετε αντίπαλο.',
    challenge_refused: 'Αυτός ο παίκτης δεν δέχεται τις προκλήσεις σας.',
    rated_needs_account: 'Συνδεθείτε για να παίξετε βαθμολογημένες παρτίδες.',
    storage_unavailable: 'Ο διακομιστής δεν μπόρεσε να το αποθηκεύσει· τίποτα δεν άλλαξε. Δοκιμάστε ξανά.',
    rate_limited: 'Πάρα πολλές ενέργειες· λίγο πιο αργά.',
    invalid_message: 'Ο διακομιστής απέρριψε το αίτημα.',
    unsupported_protocol: 'Η σελίδα είναι παλιά: φορτώστε την ξανά.',
    lobby_full: 'Η αίθουσα είναι γεμάτη ανοιχτές προκλήσεις: δεχτείτε μία, χρησιμοποιήστε το γρήγορο ζευγάρωμα ή δοκιμάστε ξανά σύντομα.',
  },
  more: (count) => `και ${count} ακόμη`,
  pairedCasual: (reason) =>
    reason === 'same_browser' ? 'Βρέθηκε αντίπαλος. Φιλική: ο ένας από εσάς έπαιξε στον φυλλομετρητή του άλλου. Άνοιγμα της παρτίδας…'
      : reason === 'same_network' ? 'Βρέθηκε αντίπαλος. Φιλική: μοιράζεστε το ίδιο δίκτυο. Άνοιγμα της παρτίδας…'
        : 'Βρέθηκε αντίπαλος. Φιλική, χωρίς βαθμολογία. Άνοιγμα της παρτίδας…',
  tooMany: (seconds) => (seconds === null ? 'Πάρα πολλές προκλήσεις· δοκιμάστε αργότερα.' : `Πάρα πολλές προκλήσεις· δοκιμάστε ξανά σε ${seconds} δευτ.`),
  refused: (code) => `Ο διακομιστής απέρριψε το αίτημα (${code}).`,
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, LobbyWords> = { en: en, fr: fr, el };

export function lobbyText(): LobbyWords {
  return wordsIn(byLanguage);
}

/** An error of the server in the player's language: the lobby's own codes, then the site's, then the code itself. */
export function lobbyError(code: string, detail: string | null, siteErrors: Record<string, string>, seconds: (detail: string | null) => number | null): string {
  const words = lobbyText();
  if (code === 'too_many_challenges') return words.tooMany(seconds(detail));
  return words.errors[code] ?? siteErrors[code] ?? words.refused(code);
}
