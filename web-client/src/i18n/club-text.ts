// The clubs' and classes' words (issue 39), in both languages: the list and its form
// (views/clubs.ts), a club's page (views/club.ts), a teacher's pupils, their card and a pupil's
// progress (views/club-pupils.ts, pupil-card.ts, pupil-progress.ts), and the server's refusals in
// words. In the clubs' own chunks, beside the catalogues as the tournaments' words are.
import { language } from './index';
import { ApiError } from '../lib/api';
import { checkPupilNames, type ClubKind, type NameProblem, type RefusalReason } from '../lib/clubs';

export interface ClubWords {
  heading: string;
  intro: string;
  kinds: Record<ClubKind, string>;
  kindHints: Record<ClubKind, string>;
  loading: string;
  loadFailed: string;
  retry: string;
  signInToSee: string;
  signIn: string;
  yours: string;
  yourClass: string;
  none: string;
  pupilNote: string;
  organisedBy: (kind: ClubKind, name: string) => string;
  members: (count: number) => string;
  youOrganise: string;
  // The form
  create: string;
  kind: string;
  name: string;
  nameHint: string;
  nameProblem: string;
  submit: string;
  creating: string;
  // A club's page
  notFound: string;
  notFoundHint: string;
  allClubs: string;
  invited: (organiser: string) => string;
  join: string;
  joining: string;
  signInToJoin: string;
  joined: string;
  alreadyIn: string;
  leave: string;
  leaveAsk: (name: string) => string;
  leaveYes: string;
  stay: string;
  left: string;
  inviteHeading: string;
  inviteHint: string;
  inviteLabel: string;
  copy: string;
  copied: string;
  copyFailed: string;
  newLink: string;
  newLinkAsk: string;
  newLinkYes: string;
  keepLink: string;
  newLinkDone: string;
  membersHeading: (count: number) => string;
  organiserMark: (kind: ClubKind) => string;
  pupilMark: string;
  protectedMark: string;
  eventsHeading: string;
  noEvents: string;
  newEvent: string;
  gamesHeading: string;
  noGames: string;
  gameLine: (first: string, second: string) => string;
  won: (winner: string) => string;
  draw: string;
  // The club's event in the tournaments' form
  eventOf: (club: string) => string;
  // A teacher's pupils
  pupilsHeading: string;
  addPupils: string;
  namesLabel: string;
  namesHint: string;
  namesCount: (count: number) => string;
  nameProblems: Record<NameProblem, string>;
  lineProblem: (line: number, name: string, problem: string) => string;
  tooMany: (count: number) => string;
  noNames: string;
  makeAccounts: string;
  making: string;
  refusedHeading: string;
  refusedReasons: Record<RefusalReason | 'other', string>;
  refusedLine: (given: string, reason: string) => string;
  noPupils: string;
  pupilsCaption: string;
  columns: { pupil: string; protected: string; solved: string; solvedShort: string; more: string };
  protectedLabel: (name: string) => string;
  protectedHint: string;
  protectedNow: (name: string, on: boolean) => string;
  progress: string;
  progressOf: (name: string) => string;
  reset: string;
  resetOf: (name: string) => string;
  resetAsk: (name: string) => string;
  resetYes: string;
  cancel: string;
  // The card
  cardHeading: (club: string) => string;
  resetHeading: (name: string) => string;
  cardOnce: string;
  print: string;
  site: (host: string) => string;
  givenName: string;
  username: string;
  password: string;
  // A pupil's progress
  backToClass: string;
  protectedState: (on: boolean) => string;
  solvedHeading: (count: number) => string;
  noSolved: string;
  playingHeading: string;
  noPlaying: string;
  finishedHeading: string;
  noFinished: string;
  toMove: (side: string) => string;
  waitingOpponent: string;
  // Refusals
  refusals: {
    network: string;
    notSignedIn: string;
    rateLimited: (seconds: number | null) => string;
    protectedAccount: string;
    clubFull: string;
    notOrganiser: string;
    notFound: string;
    refused: (message: string | null) => string;
    failed: string;
  };
}

const en: ClubWords = {
  heading: 'Clubs and classes',
  intro: 'A club gathers players who join by its link; a class is a teacher’s, whose pupils’ accounts the teacher makes.',
  kinds: { club: 'Club', class: 'Class' },
  kindHints: {
    club: 'Players join by a link you share, and may leave.',
    class: 'You make your pupils’ accounts and print their card; no e-mail needed.',
  },
  loading: 'Loading…',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  signInToSee: 'Sign in to see your clubs and classes, or to make one.',
  signIn: 'Sign in',
  yours: 'Yours',
  yourClass: 'Your class',
  none: 'You are in no club or class yet. Make one below, or open a club’s link to join it.',
  pupilNote: 'Your teacher looks after your account.',
  organisedBy: (kind, name) => (kind === 'class' ? `Teacher: ${name}` : `Organised by ${name}`),
  members: (count) => (count === 1 ? '1 member' : `${count} members`),
  youOrganise: 'yours',
  create: 'Make a club or a class',
  kind: 'Kind',
  name: 'Name',
  nameHint: '2 to 40 characters.',
  nameProblem: 'A name has 2 to 40 characters.',
  submit: 'Make it',
  creating: 'Making…',
  notFound: 'No such club',
  notFoundHint: 'Its link may be mistyped or replaced by a new one, or you are not one of its members.',
  allClubs: 'Your clubs',
  invited: (organiser) => `${organiser} invites you to join this club.`,
  join: 'Join',
  joining: 'Joining…',
  signInToJoin: 'Sign in to join',
  joined: 'You are a member now.',
  alreadyIn: 'You were a member already.',
  leave: 'Leave the club',
  leaveAsk: (name) => `Leave ${name}? You can join again with its link.`,
  leaveYes: 'Leave',
  stay: 'Stay',
  left: 'You have left the club.',
  inviteHeading: 'Invite players',
  inviteHint: 'Whoever opens this link while signed in can join.',
  inviteLabel: 'Join link',
  copy: 'Copy',
  copied: 'Link copied.',
  copyFailed: 'Could not copy: select the link and copy it.',
  newLink: 'New link',
  newLinkAsk: 'Make a new link? The old one stops working at once; members stay members.',
  newLinkYes: 'Make a new link',
  keepLink: 'Keep this one',
  newLinkDone: 'A new link is ready; the old one no longer works.',
  membersHeading: (count) => `Members (${count})`,
  organiserMark: (kind) => (kind === 'class' ? 'teacher' : 'organiser'),
  pupilMark: 'pupil',
  protectedMark: 'protected',
  eventsHeading: 'Events',
  noEvents: 'No event yet.',
  newEvent: 'New event',
  gamesHeading: 'Members’ latest games',
  noGames: 'No finished game yet.',
  gameLine: (first, second) => `${first} – ${second}`,
  won: (winner) => `${winner} won`,
  draw: 'Draw',
  eventOf: (club) => `An event of ${club}: only its members may join, and it is not listed for everyone.`,
  pupilsHeading: 'Pupils',
  addPupils: 'Add pupils',
  namesLabel: 'Pupils’ names, one a line (up to 40)',
  namesHint: 'A first name is enough (2 to 16 characters): each pupil gets a user name (the name and four digits) and a first password.',
  namesCount: (count) => (count === 1 ? '1 name' : `${count} names`),
  nameProblems: {
    length: 'a name has 2 to 16 characters',
    characters: 'a character that cannot be in a name',
    twice: 'named twice: tell them apart (add an initial)',
  },
  lineProblem: (line, name, problem) => `Line ${line}, “${name}”: ${problem}.`,
  tooMany: (count) => `At most 40 names at once: ${count} typed.`,
  noNames: 'Type at least one name.',
  makeAccounts: 'Make their accounts',
  making: 'Making the accounts…',
  refusedHeading: 'Not made:',
  refusedReasons: {
    bad_name: 'this name cannot be a user name (letters of one alphabet, digits, spaces, _ or -)',
    taken: 'a user name like it is taken: try again, or add an initial',
    full: 'the class is full (60 pupils)',
    other: 'refused by the server',
  },
  refusedLine: (given, reason) => `“${given}”: ${reason}.`,
  noPupils: 'No pupil yet: add their names above.',
  pupilsCaption: 'Your pupils',
  columns: { pupil: 'Pupil', protected: 'Protected', solved: 'Exercises solved', solvedShort: 'Solved', more: 'Progress, password' },
  protectedLabel: (name) => `Protect ${name}`,
  protectedHint: 'Protected: no lobby with strangers, quick messages only within the class, profile hidden, only the class’s tournaments.',
  protectedNow: (name, on) => (on ? `${name} is protected.` : `${name} is no longer protected.`),
  progress: 'Progress',
  progressOf: (name) => `Progress of ${name}`,
  reset: 'Reset',
  resetOf: (name) => `Reset ${name}’s password`,
  resetAsk: (name) => `Reset ${name}’s password? The current one stops working and ${name} is signed out everywhere.`,
  resetYes: 'Reset the password',
  cancel: 'Cancel',
  cardHeading: (club) => `Accounts of ${club}`,
  resetHeading: (name) => `New password of ${name}`,
  cardOnce: 'These passwords are shown only this once: print this card (or copy them) now. The site keeps them scrambled and cannot show them again; a lost one can only be reset.',
  print: 'Print the card',
  site: (host) => `Petteia Online · ${host}`,
  givenName: 'Name',
  username: 'User name',
  password: 'Password',
  backToClass: 'Back to the class',
  protectedState: (on) => (on ? 'Protected account' : 'Not protected'),
  solvedHeading: (count) => `Exercises solved (${count})`,
  noSolved: 'No exercise solved yet.',
  playingHeading: 'Games in progress',
  noPlaying: 'No game in progress.',
  finishedHeading: 'Finished games',
  noFinished: 'No finished game yet.',
  toMove: (side) => `${side} to move`,
  waitingOpponent: 'waiting for the opponent',
  refusals: {
    network: 'The server cannot be reached. Check the connection and try again.',
    notSignedIn: 'You are not signed in.',
    rateLimited: (seconds) => (seconds ? `Too many at once: try again in ${seconds} s.` : 'Too many at once: try again later.'),
    protectedAccount: 'Your teacher protects your account: this is not available to it.',
    clubFull: 'The club is full.',
    notOrganiser: 'Only its organiser may do this.',
    notFound: 'No such club.',
    refused: (message) => (message ? `The server refused it: ${message}` : 'The server refused it.'),
    failed: 'That did not work. Try again.',
  },
};

const fr: ClubWords = {
  heading: 'Clubs et classes',
  intro: 'Un club réunit des joueurs qui le rejoignent par son lien ; une classe est celle d’un enseignant, qui crée les comptes de ses élèves.',
  kinds: { club: 'Club', class: 'Classe' },
  kindHints: {
    club: 'Les joueurs le rejoignent par un lien que vous partagez, et peuvent le quitter.',
    class: 'Vous créez les comptes de vos élèves et imprimez leur carte ; aucune adresse e-mail.',
  },
  loading: 'Chargement…',
  loadFailed: 'Le chargement a échoué.',
  retry: 'Réessayer',
  signInToSee: 'Connectez-vous pour voir vos clubs et classes, ou pour en créer.',
  signIn: 'Se connecter',
  yours: 'Les vôtres',
  yourClass: 'Votre classe',
  none: 'Vous n’êtes dans aucun club ni aucune classe. Créez-en un ci-dessous, ou ouvrez le lien d’un club pour le rejoindre.',
  pupilNote: 'Votre enseignant s’occupe de votre compte.',
  organisedBy: (kind, name) => (kind === 'class' ? `Enseignant : ${name}` : `Organisé par ${name}`),
  members: (count) => (count > 1 ? `${count} membres` : `${count} membre`),
  youOrganise: 'le vôtre',
  create: 'Créer un club ou une classe',
  kind: 'Type',
  name: 'Nom',
  nameHint: 'De 2 à 40 caractères.',
  nameProblem: 'Un nom a de 2 à 40 caractères.',
  submit: 'Créer',
  creating: 'Création…',
  notFound: 'Club introuvable',
  notFoundHint: 'Son lien est peut-être mal recopié ou remplacé par un nouveau, ou vous n’en êtes pas membre.',
  allClubs: 'Vos clubs',
  invited: (organiser) => `${organiser} vous invite à rejoindre ce club.`,
  join: 'Rejoindre',
  joining: 'Inscription…',
  signInToJoin: 'Se connecter pour rejoindre',
  joined: 'Vous êtes membre.',
  alreadyIn: 'Vous étiez déjà membre.',
  leave: 'Quitter le club',
  leaveAsk: (name) => `Quitter ${name} ? Vous pourrez revenir avec son lien.`,
  leaveYes: 'Quitter',
  stay: 'Rester',
  left: 'Vous avez quitté le club.',
  inviteHeading: 'Inviter des joueurs',
  inviteHint: 'Quiconque ouvre ce lien en étant connecté peut rejoindre le club.',
  inviteLabel: 'Lien d’invitation',
  copy: 'Copier',
  copied: 'Lien copié.',
  copyFailed: 'Copie impossible : sélectionnez le lien et copiez-le.',
  newLink: 'Nouveau lien',
  newLinkAsk: 'Créer un nouveau lien ? L’ancien ne marchera plus ; les membres restent membres.',
  newLinkYes: 'Créer un nouveau lien',
  keepLink: 'Garder celui-ci',
  newLinkDone: 'Un nouveau lien est prêt ; l’ancien ne marche plus.',
  membersHeading: (count) => `Membres (${count})`,
  organiserMark: (kind) => (kind === 'class' ? 'enseignant' : 'organisateur'),
  pupilMark: 'élève',
  protectedMark: 'protégé',
  eventsHeading: 'Événements',
  noEvents: 'Aucun événement pour l’instant.',
  newEvent: 'Nouvel événement',
  gamesHeading: 'Dernières parties des membres',
  noGames: 'Aucune partie terminée pour l’instant.',
  gameLine: (first, second) => `${first} – ${second}`,
  won: (winner) => `${winner} a gagné`,
  draw: 'Nulle',
  eventOf: (club) => `Un événement de ${club} : seuls ses membres peuvent s’inscrire, et il n’est pas affiché pour tous.`,
  pupilsHeading: 'Élèves',
  addPupils: 'Ajouter des élèves',
  namesLabel: 'Noms des élèves, un par ligne (40 au plus)',
  namesHint: 'Un prénom suffit (de 2 à 16 caractères) : chaque élève reçoit un nom d’utilisateur (le nom et quatre chiffres) et un premier mot de passe.',
  namesCount: (count) => (count > 1 ? `${count} noms` : `${count} nom`),
  nameProblems: {
    length: 'un nom a de 2 à 16 caractères',
    characters: 'un caractère impossible dans un nom',
    twice: 'nommé deux fois : distinguez-les (ajoutez une initiale)',
  },
  lineProblem: (line, name, problem) => `Ligne ${line}, « ${name} » : ${problem}.`,
  tooMany: (count) => `40 noms au plus à la fois : ${count} saisis.`,
  noNames: 'Saisissez au moins un nom.',
  makeAccounts: 'Créer leurs comptes',
  making: 'Création des comptes…',
  refusedHeading: 'Non créés :',
  refusedReasons: {
    bad_name: 'ce nom ne peut pas devenir un nom d’utilisateur (lettres d’un seul alphabet, chiffres, espaces, _ ou -)',
    taken: 'un nom d’utilisateur semblable est pris : réessayez, ou ajoutez une initiale',
    full: 'la classe est pleine (60 élèves)',
    other: 'refusé par le serveur',
  },
  refusedLine: (given, reason) => `« ${given} » : ${reason}.`,
  noPupils: 'Aucun élève pour l’instant : ajoutez leurs noms ci-dessus.',
  pupilsCaption: 'Vos élèves',
  columns: { pupil: 'Élève', protected: 'Protégé', solved: 'Exercices résolus', solvedShort: 'Résolus', more: 'Progrès, mot de passe' },
  protectedLabel: (name) => `Protéger ${name}`,
  protectedHint: 'Protégé : pas de salon avec des inconnus, messages rapides seulement dans la classe, profil caché, seulement les tournois de la classe.',
  protectedNow: (name, on) => (on ? `${name} est protégé.` : `${name} n’est plus protégé.`),
  progress: 'Progrès',
  progressOf: (name) => `Progrès de ${name}`,
  reset: 'Réinitialiser',
  resetOf: (name) => `Réinitialiser le mot de passe de ${name}`,
  resetAsk: (name) => `Réinitialiser le mot de passe de ${name} ? L’actuel ne marchera plus et ${name} sera déconnecté partout.`,
  resetYes: 'Réinitialiser le mot de passe',
  cancel: 'Annuler',
  cardHeading: (club) => `Comptes de ${club}`,
  resetHeading: (name) => `Nouveau mot de passe de ${name}`,
  cardOnce: 'Ces mots de passe ne sont montrés qu’une fois : imprimez cette carte (ou recopiez-les) maintenant. Le site les garde chiffrés et ne peut plus les montrer ; un mot de passe perdu ne peut qu’être réinitialisé.',
  print: 'Imprimer la carte',
  site: (host) => `Petteia Online · ${host}`,
  givenName: 'Nom',
  username: 'Nom d’utilisateur',
  password: 'Mot de passe',
  backToClass: 'Retour à la classe',
  protectedState: (on) => (on ? 'Compte protégé' : 'Non protégé'),
  solvedHeading: (count) => `Exercices résolus (${count})`,
  noSolved: 'Aucun exercice résolu pour l’instant.',
  playingHeading: 'Parties en cours',
  noPlaying: 'Aucune partie en cours.',
  finishedHeading: 'Parties terminées',
  noFinished: 'Aucune partie terminée pour l’instant.',
  toMove: (side) => `Trait : ${side}`,
  waitingOpponent: 'en attente de l’adversaire',
  refusals: {
    network: 'Le serveur est injoignable. Vérifiez la connexion et réessayez.',
    notSignedIn: 'Vous n’êtes pas connecté.',
    rateLimited: (seconds) => (seconds ? `Trop de demandes : réessayez dans ${seconds} s.` : 'Trop de demandes : réessayez plus tard.'),
    protectedAccount: 'Votre enseignant protège votre compte : ceci ne lui est pas ouvert.',
    clubFull: 'Le club est complet.',
    notOrganiser: 'Seul son organisateur peut le faire.',
    notFound: 'Club introuvable.',
    refused: (message) => (message ? `Le serveur a refusé : ${message}` : 'Le serveur a refusé.'),
    failed: 'Cela n’a pas marché. Réessayez.',
  },
};

export function clubWords(lang: string): ClubWords {
  return lang === 'fr' ? fr : en;
}

export function clubText(): ClubWords {
  return clubWords(language());
}

/** The server's refusal in words (a 401 with the way to sign in). */
export function clubRefusal(error: unknown, words: ClubWords = clubText()): { text: string; signIn: boolean } {
  const r = words.refusals;
  if (!(error instanceof ApiError)) return { text: r.failed, signIn: false };
  switch (error.code) {
    case 'network': return { text: r.network, signIn: false };
    case 'not_signed_in': return { text: r.notSignedIn, signIn: true };
    case 'rate_limited': return { text: r.rateLimited(error.retryAfter), signIn: false };
    case 'protected_account': return { text: r.protectedAccount, signIn: false };
    case 'club_full': return { text: r.clubFull, signIn: false };
    case 'not_organiser': return { text: r.notOrganiser, signIn: false };
    case 'club_not_found': return { text: r.notFound, signIn: false };
    case 'invalid_message': return { text: r.refused(error.detail), signIn: false };
    default: return { text: error.status === 401 ? r.notSignedIn : r.failed, signIn: error.status === 401 };
  }
}

/** The problems of the names typed, one line each; empty when they may be sent. */
export function nameProblemLines(typed: string, words: ClubWords): string[] {
  const checked = checkPupilNames(typed);
  const lines = checked.problems.map((one) => words.lineProblem(one.line, one.name, words.nameProblems[one.problem]));
  if (checked.tooMany) lines.push(words.tooMany(checked.names.length + checked.problems.length));
  if (lines.length === 0 && checked.names.length === 0) lines.push(words.noNames);
  return lines;
}
