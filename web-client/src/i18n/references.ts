// The ancient texts that the "Sources and limits of this reconstruction" page cites, written once for
// every language, as the project's notes on the sources (shared/rules/sources.md) list them. The
// page's headings and reference lists are made from this list only, so that the French and English
// pages cannot drift apart, nor away from the notes. The catalogues hold only the prose around them.
import type { Language } from './index';
import { rulesText } from './rules-text';

type Localized = Readonly<Record<Language, string>>;

export type Topic = 'homer' | 'plato' | 'aristotle' | 'pollux' | 'latrunculi';

export interface Reference {
  /** The page's paragraph that discusses it. */
  topic: Topic;
  /** null for an anonymous work. */
  author: Localized | null;
  /** null when the notes name only the author. */
  work: Localized | null;
  /** The standard numbering (book and line, Stephanus or Bekker page…), the same in every language. */
  passage: string | null;
  date?: Localized;
}

const PLATO: Localized = { en: 'Plato', fr: 'Platon', el: 'Πλάτων' };

export const REFERENCES: readonly Reference[] = [
  { topic: 'homer', author: { en: 'Homer', fr: 'Homère', el: 'Όμηρος' }, work: { en: 'Odyssey', fr: 'Odyssée', el: 'Οδύσσεια' }, passage: '1.107' },
  { topic: 'plato', author: PLATO, work: { en: 'Republic', fr: 'République', el: 'Πολιτεία' }, passage: '487b–c' },
  { topic: 'plato', author: PLATO, work: { en: 'Gorgias', fr: 'Gorgias', el: 'Γοργίας' }, passage: null },
  { topic: 'plato', author: PLATO, work: { en: 'Statesman', fr: 'Politique', el: 'Πολιτικός' }, passage: null },
  { topic: 'plato', author: PLATO, work: { en: 'Laws', fr: 'Lois', el: 'Νόμοι' }, passage: null },
  { topic: 'aristotle', author: { en: 'Aristotle', fr: 'Aristote', el: 'Αριστοτέλης' }, work: { en: 'Politics', fr: 'Politique', el: 'Πολιτικά' }, passage: '1253a' },
  {
    topic: 'pollux', author: { en: 'Pollux', fr: 'Pollux', el: 'Ιούλιος Πολυδεύκης' }, work: { en: 'Onomasticon', fr: 'Onomasticon', el: 'Ονομαστικόν' }, passage: '9.98',
    date: { en: '2nd century AD', fr: 'IIe siècle apr. J.-C.', el: '2ος αιώνας μ.Χ.' },
  },
  { topic: 'latrunculi', author: { en: 'Varro', fr: 'Varron', el: 'Βάρρων' }, work: null, passage: null },
  { topic: 'latrunculi', author: { en: 'Ovid', fr: 'Ovide', el: 'Οβίδιος' }, work: null, passage: null },
  { topic: 'latrunculi', author: { en: 'Martial', fr: 'Martial', el: 'Μαρτιάλης' }, work: null, passage: null },
  { topic: 'latrunculi', author: null, work: { en: 'Laus Pisonis', fr: 'Laus Pisonis', el: 'Laus Pisonis' }, passage: null },
];

/** "Homer, Odyssey 1.107", "Varro", "Laus Pisonis"; without the author: "Gorgias". */
export function citation(reference: Reference, language: Language, withAuthor = true): string {
  const work = [reference.work?.[language], reference.passage].filter((part) => part).join(' ');
  const author = withAuthor || !work ? reference.author?.[language] : undefined;
  return [author, work].filter((part) => part).join(', ');
}

export interface EvidenceSection {
  topic: Topic;
  heading: string;
  text: string;
  /** The references the heading and the text cite, in the order the page shows them. */
  references: readonly Reference[];
}

/** The page's "What the ancient texts say" sections, in one language. */
export function evidenceSections(language: Language): EvidenceSection[] {
  const words = rulesText(language).sources.evidence;
  const about = (topic: Topic) => REFERENCES.filter((reference) => reference.topic === topic);
  // The first reference heads the section; the others are named in its text (their author only if another).
  const headed = (topic: Topic, text: (others: string) => string): EvidenceSection => {
    const [first, ...others] = about(topic) as [Reference, ...Reference[]];
    const date = first.date ? ` (${first.date[language]})` : '';
    const named = others.map((reference) => citation(reference, language, reference.author !== first.author)).join(', ');
    return { topic, heading: citation(first, language) + date, text: text(named), references: [first, ...others] };
  };
  const latrunculi = about('latrunculi');
  return [
    headed('homer', () => words.homer),
    headed('plato', words.plato),
    headed('aristotle', () => words.aristotle),
    headed('pollux', () => words.pollux),
    {
      topic: 'latrunculi',
      heading: words.latrunculiHeading,
      text: words.latrunculi(latrunculi.map((reference) => citation(reference, language)).join(', ')),
      references: latrunculi,
    },
  ];
}
