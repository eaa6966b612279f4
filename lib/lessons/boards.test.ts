// Every board a lesson embeds deals: in its pinned edition, or in every edition the reader may
// choose where its family exists. A generator change that breaks a lesson's seed fails here.
import { describe, expect, test } from 'vitest';
import { generateScenario } from '../generator/index';
import { editionsOf, isFamilyName } from '../generator/familyNames';
import { EDITIONS, type Edition } from '../engine';
import { LOCALES } from './frontmatter';
import { listSlugs, readLessonSource } from './load';
import { attrValue, isJsxElement, parseMdx, walk } from './mdx';

const boards = new Map<string, { family: string; seed: number; edition: Edition; where: string }>();
for (const locale of LOCALES) {
  for (const slug of listSlugs(locale)) {
    walk(parseMdx(readLessonSource(locale, slug).body), (n) => {
      if (!isJsxElement(n) || n.name !== 'Scenario') return;
      const family = attrValue(n, 'family');
      const seed = attrValue(n, 'seed');
      const pinned = attrValue(n, 'edition');
      if (family.kind !== 'literal' || !isFamilyName(family.value) || seed.kind !== 'literal') return;
      const editions = pinned.kind === 'literal' ? [pinned.value as Edition] : EDITIONS.filter((e) => editionsOf(family.value as never).includes(e));
      for (const edition of editions) {
        const key = `${family.value}:${String(seed.value)}@${edition}`;
        if (!boards.has(key)) boards.set(key, { family: family.value, seed: seed.value as number, edition, where: `${locale}/${slug}` });
      }
    });
  }
}

describe('lesson boards', () => {
  test.each([...boards.entries()])('%s deals', (_key, b) => {
    const r = generateScenario(b.family as never, b.seed, b.edition);
    expect(r.ok ? 'ok' : `${b.where}: ${r.error.code}`).toBe('ok');
  });
});
