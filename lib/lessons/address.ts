// The German form of address: the app says "Sie" to its readers (club players and directors,
// adults who are addressed formally in German bridge: the DBV, the Turnierleiter courses and
// German bridge software all say "Sie"), in the screens and in the lessons alike. This finds
// the informal "du" that would slip back in: the pronoun and its possessive, and the informal
// imperative ("Lass den Raum abstimmen", "und zeig das Board"). "Sie" needs no check: a "Sie"
// that opens a sentence may mean "they" or "she", so the formal form is the one that stays.

/** Informal pronouns and possessives, singular and plural, any case ("Du bist", "deine Karten", "euer Club"). */
const PRONOUN = /(?<![\p{L}\p{N}])(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure|euren|eurem|eurer|eures)(?![\p{L}\p{N}])/giu;

/** Informal imperatives, where a sentence, a list item, a quotation or a clause begins. */
const IMPERATIVES = [
  'Achte', 'Beachte', 'Beantworte', 'Beginne', 'Beschreibe', 'Bewahre', 'Exportiere', 'Fächere', 'Frag', 'Füge',
  'Geh', 'Gehe', 'Gib', 'Halte', 'Lass', 'Leg', 'Lerne', 'Lies', 'Mach', 'Mache', 'Merk', 'Nimm', 'Öffne', 'Plane', 'Prüfe', 'Rechne',
  'Ruf', 'Sag', 'Sage', 'Schau', 'Schiebe', 'Schreib', 'Schreibe', 'Sieh', 'Sortiere', 'Spiele', 'Steck', 'Verfolge', 'Versuche', 'Verteil',
  'Verwende', 'Wähle', 'Wechsle', 'Zähl', 'Zeig',
];
const IMPERATIVE = new RegExp(
  `(?:^|[.!?:;]\\s+|^\\s*(?:[-*]|\\d+\\.)\\s+|[„"(]|\\b(?:und|oder|dann)\\s+|,\\s+)(${IMPERATIVES.join('|')}|${IMPERATIVES.map((w) => w.toLowerCase()).join('|')})(?=\\s)`,
  'gmu',
);

export interface InformalUse {
  /** 1-based line of the text. */
  readonly line: number;
  readonly word: string;
}

/** Every informal form of address in a German text; an imperative is lower-case only after "und", "oder", "dann" or a comma. */
export const informalAddress = (text: string): InformalUse[] => {
  const found: InformalUse[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(PRONOUN)) found.push({ line: i + 1, word: m[1] });
    for (const m of line.matchAll(IMPERATIVE)) {
      const word = m[1];
      const lower = word === word.toLowerCase();
      // A lower-case imperative after a sentence break is a typo we leave alone; after "und" it is the verb.
      if (lower && !/(?:\b(?:und|oder|dann)\s+|,\s+)$/u.test(m[0].slice(0, m[0].length - word.length))) continue;
      found.push({ line: i + 1, word });
    }
  });
  return found;
};
