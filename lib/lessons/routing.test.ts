// Lesson addresses: each language serves its lessons at their own slugs, the lesson id's old
// address in sv and de becomes a forwarding page, and the build-time props carry the compiled
// body (data, not code) with links pointing at the reader's addresses.
import { describe, expect, test } from 'vitest';
import { getStaticPaths, getStaticProps } from '@/pages/learn/[slug]';
import { loadCourse, loadLessonMeta } from './load';
import { LOCALES } from './frontmatter';

const paths = async () => {
  const r = await getStaticPaths({ locales: [...LOCALES], defaultLocale: 'en' });
  return r.paths.map((p) => (typeof p === 'string' ? p : `${p.locale}/${String(p.params.slug)}`));
};

const props = async (locale: string, slug: string) => {
  const r = await getStaticProps({ params: { slug }, locale, locales: [...LOCALES], defaultLocale: 'en' });
  if (!('props' in r)) throw new Error(`no props for ${locale}/${slug}`);
  return r.props as unknown as Record<string, unknown>;
};

describe('lesson addresses', () => {
  test('every lesson has its own address in each language, and sv and de keep the id as a forward', async () => {
    const all = await paths();
    for (const locale of LOCALES) {
      for (const m of loadCourse(locale)) {
        expect(all).toContain(`${locale}/${m.address}`);
        expect(all).toContain(`${locale}/${m.slug}`);
      }
    }
    // Swedish and German addresses are their own words, never the English id.
    for (const locale of ['sv', 'de'] as const) for (const m of loadCourse(locale)) expect(m.address).not.toBe(m.slug);
    expect(new Set(all).size).toBe(all.length);
  }, 60_000);

  test('the Swedish address serves the lesson; the old one forwards to it', async () => {
    const sv = loadLessonMeta('sv', 'trick-transfer');
    const lesson = await props('sv', sv.address);
    expect(lesson.lesson).toMatchObject({ locale: 'sv', meta: { slug: 'trick-transfer', address: sv.address, title: sv.title } });
    expect(await props('sv', 'trick-transfer')).toMatchObject({ moved: { address: sv.address, title: sv.title } });
  }, 30_000);

  test('links inside a German lesson point at German addresses', async () => {
    const de = loadLessonMeta('de', 'trick-twelve');
    const body = JSON.stringify((await props('de', de.address)).lesson);
    const target = loadLessonMeta('de', 'no-automatic-transfer').address;
    expect(body).toContain(`"href":"/learn/${target}#both-sides"`);
    expect(body).not.toContain('"href":"/learn/no-automatic-transfer');
    expect(body).not.toMatch(/_jsx|function\s*\(/);
  }, 30_000);

  test("the language menu of a Swedish lesson goes to the same lesson at each language's own address", async () => {
    const sv = loadLessonMeta('sv', 'trick-transfer');
    expect(sv.address).not.toBe('trick-transfer');
    expect((await props('sv', sv.address)).alternates).toEqual({
      en: '/learn/trick-transfer',
      sv: `/learn/${sv.address}`,
      de: `/learn/${loadLessonMeta('de', 'trick-transfer').address}`,
    });
  }, 30_000);

  // Room on a loaded machine, as the tests beside it have: it reads the whole course (5.6-10.9 s
  // beside a build, past vitest's 5 s default); nothing timed is asserted.
  test('an unknown address is a 404', async () => {
    expect(await getStaticProps({ params: { slug: 'no-such-lesson' }, locale: 'de', locales: [...LOCALES], defaultLocale: 'en' })).toEqual({ notFound: true });
  }, 30_000);

  test('BoardFact values reach the page as facts ruled at build time', async () => {
    const en = await props('en', 'trick-transfer');
    expect(en.facts).toHaveProperty(['case:seed-example-1', 'contract'], '4S');
  }, 30_000);
});
