// What a pupil's own pages say of its account (issue 39): the account page's "Your teacher's class",
// what protection leaves out (in place of buttons that would fail), the lobby's and the tournaments'
// sentences for a protected pupil. Small, in the chunks of those pages (not in the first load).
import { wordsIn, type Language } from './index';

export interface PupilWords {
  yourClass: string;
  /** What a protected account cannot do, said once on the account page. */
  protectedHeading: string;
  protectedItems: string[];
  protectedBy: string;
  profileHidden: string;
  /** The lobby, to a protected pupil. */
  lobbyClosed: string;
  toClass: string;
  /** The tournaments' list and another event's page, to a protected pupil. */
  classEventsOnly: string;
}

const en: PupilWords = {
  yourClass: 'Your teacher’s class:',
  protectedHeading: 'Your teacher protects your account',
  protectedItems: [
    'The lobby (games with strangers) is not available.',
    'Clubs are not available: you are in your class.',
    'You play in your class’s tournaments only.',
    'Quick messages reach your teacher and classmates only; your profile stays hidden.',
  ],
  protectedBy: 'Only your teacher can change this.',
  profileHidden: 'Your profile stays hidden while your teacher protects your account.',
  lobbyClosed: 'The lobby is not available to your account: your teacher protects it, so you play in your class’s tournaments, and with friends by a link.',
  toClass: 'Go to your class',
  classEventsOnly: 'Your teacher protects your account: you play in your class’s tournaments only.',
};

const fr: PupilWords = {
  yourClass: 'La classe de votre enseignant :',
  protectedHeading: 'Votre enseignant protège votre compte',
  protectedItems: [
    'Le salon (parties avec des inconnus) ne vous est pas ouvert.',
    'Les clubs ne vous sont pas ouverts : vous êtes dans votre classe.',
    'Vous jouez seulement dans les tournois de votre classe.',
    'Les messages rapides ne vont qu’à votre enseignant et à vos camarades ; votre profil reste caché.',
  ],
  protectedBy: 'Seul votre enseignant peut changer cela.',
  profileHidden: 'Votre profil reste caché tant que votre enseignant protège votre compte.',
  lobbyClosed: 'Le salon n’est pas ouvert à votre compte : votre enseignant le protège, vous jouez donc dans les tournois de votre classe, et avec des amis par un lien.',
  toClass: 'Aller à votre classe',
  classEventsOnly: 'Votre enseignant protège votre compte : vous jouez seulement dans les tournois de votre classe.',
};

const el: PupilWords = {
  yourClass: 'Η τάξη του δασκάλου σας:',
  protectedHeading: 'Ο δάσκαλός σας προστατεύει τον λογαριασμό σας',
  protectedItems: [
    'Η αίθουσα (παρτίδες με αγνώστους) δεν είναι διαθέσιμη.',
    'Οι όμιλοι δεν είναι διαθέσιμοι: είστε στην τάξη σας.',
    'Παίζετε μόνο στα τουρνουά της τάξης σας.',
    'Τα γρήγορα μηνύματα φτάνουν μόνο στον δάσκαλο και στους συμμαθητές σας· το προφίλ σας μένει κρυφό.',
  ],
  protectedBy: 'Μόνο ο δάσκαλός σας μπορεί να το αλλάξει.',
  profileHidden: 'Το προφίλ σας μένει κρυφό όσο ο δάσκαλός σας προστατεύει τον λογαριασμό σας.',
  lobbyClosed: 'Η αίθουσα δεν είναι διαθέσιμη για τον λογαριασμό σας: τον προστατεύει ο δάσκαλός σας, οπότε παίζετε στα τουρνουά της τάξης σας και με φίλους μέσω συνδέσμου.',
  toClass: 'Στην τάξη σας',
  classEventsOnly: 'Ο δάσκαλός σας προστατεύει τον λογαριασμό σας: παίζετε μόνο στα τουρνουά της τάξης σας.',
};

/** Each language's words (test/i18n-parity.test.ts checks that they match). */
export const byLanguage: Record<Language, PupilWords> = { en: en, fr: fr, el };

export function pupilText(): PupilWords {
  return wordsIn(byLanguage);
}
