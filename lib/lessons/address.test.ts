// One German form of address, "Sie", in every German catalogue (messages/**/de.json) and lesson
// (content/de): the informal "du", its possessives and its imperatives fail here with file and line.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { informalAddress } from './address';

const ROOT = process.cwd();
const files = (dir: string, keep: (name: string) => boolean): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    return e.isDirectory() ? files(rel, keep) : keep(e.name) ? [rel] : [];
  });

describe('the informal-address finder', () => {
  test.each([
    ['Bemerkst du dein eigenes Revoke, sag es sofort.', ['du', 'dein', 'sag']],
    ['- Lass den Raum abstimmen und zeig dann das Board.', ['Lass', 'zeig']],
    ['Ein Teil deines Fortschritts. Exportiere ihn vorher.', ['deines', 'Exportiere']],
    ['„Frag den Turnierleiter“, sagt er.', ['Frag']],
    ['Wie euer Club das regelt: Mach ein Rollenspiel daraus.', ['euer', 'Mach']],
  ])('finds the informal forms in %j', (text, words) => {
    expect(informalAddress(text).map((u) => u.word)).toEqual(words);
  });

  test.each([
    'Sie spielt zum nächsten Stich aus; Sie bleibt offen auf dem Tisch liegen.',
    'Lassen Sie den Raum abstimmen und zeigen Sie dann das Board.',
    'Der Direktor ruft: Ihr Ziel ist nicht Strafe. Spiel anhalten, alle Karten liegen lassen.',
    'Ihre Antwort: die Spiele des Abends, Dirigent und Durchgang.',
  ])('leaves the formal and the neutral alone: %j', (text) => {
    expect(informalAddress(text)).toEqual([]);
  });
});

describe('German catalogues and lessons say "Sie"', () => {
  const german = [...files('messages', (n) => n === 'de.json'), ...files('content/de', (n) => n.endsWith('.mdx'))];

  test('there are catalogues and lessons to read', () => {
    expect(german.filter((f) => f.endsWith('.json')).length).toBeGreaterThanOrEqual(5);
    expect(german.filter((f) => f.endsWith('.mdx')).length).toBeGreaterThanOrEqual(9);
  });

  test.each(german)('%s has no informal address', (file) => {
    const uses = informalAddress(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((u) => `${file}:${u.line} "${u.word}"`);
    expect(uses).toEqual([]);
  });
});
