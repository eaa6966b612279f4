// webpack loader for a catalogue imported by code (messages/**/*.json, e.g. a component that
// loads a namespace's texts on demand): compiled like the catalogues getStaticProps embeds, so
// the browser's format-only runtime reads every message the same way (see compiled.ts).
import compile from 'icu-minify/compile';

const walk = (v) => (typeof v === 'string' ? compile(v) : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)])));

/** @param {string} source */
export default function catalogueLoader(source) {
  return JSON.stringify(walk(JSON.parse(source)));
}
