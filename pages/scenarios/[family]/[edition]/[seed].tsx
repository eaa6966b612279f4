// The older address of a board, /scenarios/<family>/<edition>/<seed>: checked, then sent on to the
// static page (/scenarios/<family>/<edition>?seed=<n>). Nothing is rendered or cached per seed;
// an unknown family, edition or a malformed seed is the 404 page in the reader's language.
import type { GetServerSideProps } from 'next';
import { EDITIONS, type Edition } from '@/lib/engine';
import { isFamilyName } from '@/lib/generator/familyNames';
import { parseSeed, scenarioPath } from '@/components/quiz/scenarioPath';

export const getServerSideProps: GetServerSideProps = async ({ params, query, locale, defaultLocale }) => {
  const family = String(params?.family ?? '');
  const edition = String(params?.edition ?? '');
  const seed = parseSeed(params?.seed);
  if (!isFamilyName(family) || !(EDITIONS as readonly string[]).includes(edition) || seed === null) return { notFound: true };
  const prefix = locale && locale !== defaultLocale ? `/${locale}` : '';
  return { redirect: { destination: prefix + scenarioPath(family, edition as Edition, seed, query.blind === '1'), permanent: true } };
};

export default function OldScenarioAddress() {
  return null;
}
