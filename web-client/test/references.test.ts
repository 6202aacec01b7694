import { describe, expect, it } from 'vitest';
import { REFERENCES, citation, evidenceSections } from '../src/i18n/references';
import { rulesEn as en } from '../src/i18n/rules-en';
import { rulesFr as fr } from '../src/i18n/rules-fr';
import type { Language } from '../src/i18n';

const languages: Language[] = ['en', 'fr'];

describe('the references of "Sources and limits of this reconstruction"', () => {
  it('are those of the project\'s notes on the sources (shared/rules/sources.md)', () => {
    expect(REFERENCES.map((reference) => citation(reference, 'en'))).toEqual([
      'Homer, Odyssey 1.107',
      'Plato, Republic 487b–c',
      'Plato, Gorgias',
      'Plato, Statesman',
      'Plato, Laws',
      'Aristotle, Politics 1253a',
      'Pollux, Onomasticon 9.98',
      'Varro',
      'Ovid',
      'Martial',
      'Laus Pisonis',
    ]);
    expect(REFERENCES.find((reference) => reference.passage === '9.98')?.date?.en).toBe('2nd century AD');
  });

  it('are named the French way on the French page', () => {
    expect(REFERENCES.map((reference) => citation(reference, 'fr'))).toEqual([
      'Homère, Odyssée 1.107',
      'Platon, République 487b–c',
      'Platon, Gorgias',
      'Platon, Politique',
      'Platon, Lois',
      'Aristote, Politique 1253a',
      'Pollux, Onomasticon 9.98',
      'Varron',
      'Ovide',
      'Martial',
      'Laus Pisonis',
    ]);
  });

  for (const language of languages) {
    it(`the ${language} page cites exactly the data list, each once, in its order`, () => {
      const cited = evidenceSections(language).flatMap((section) => section.references);
      expect(cited).toEqual(REFERENCES);
      expect(new Set(cited).size).toBe(REFERENCES.length);
      for (const reference of REFERENCES) expect(cited.filter((other) => other === reference)).toHaveLength(1);
    });

    it(`the ${language} page shows every reference it cites, the section's first one as its heading`, () => {
      for (const section of evidenceSections(language)) {
        const shown = `${section.heading}\n${section.text}`;
        for (const reference of section.references) {
          const full = citation(reference, language);
          const short = citation(reference, language, false);
          expect(shown.includes(full) || shown.includes(short), `${full} is not on the ${language} page`).toBe(true);
        }
        if (section.topic !== 'latrunculi') expect(section.heading.startsWith(citation(section.references[0]!, language))).toBe(true);
      }
    });
  }

  it('say the same in French and English: same sections, same passages, same number of works', () => {
    const outline = (language: Language) => evidenceSections(language).map((section) => ({
      topic: section.topic,
      passages: section.references.map((reference) => reference.passage),
      count: section.references.length,
    }));
    expect(outline('fr')).toEqual(outline('en'));
    for (const language of languages) {
      const pollux = evidenceSections(language).find((section) => section.topic === 'pollux');
      expect(pollux?.heading).toContain(REFERENCES.find((reference) => reference.topic === 'pollux')?.date?.[language]);
    }
  });

  it('are never written into the catalogues\' prose (no passage number, no work title there)', () => {
    const titles = REFERENCES.flatMap((reference) => (reference.work ? [reference.work.en, reference.work.fr] : []));
    for (const catalogue of [en, fr]) {
      const words = catalogue.sources;
      const prose = [
        words.intro, words.reading, words.evidenceTitle, words.evidence.latrunculiHeading,
        words.evidence.homer, words.evidence.plato('…'), words.evidence.aristotle, words.evidence.pollux, words.evidence.latrunculi('…'),
      ];
      for (const text of prose) {
        expect(text, text).not.toMatch(/\d/);
        for (const title of titles) expect(text.includes(title), `"${title}" in: ${text}`).toBe(false);
      }
    }
  });
});
