// The ICU arguments of a message, with their kind: what a catalogue test compares across locales.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

const collect = (elements: readonly MessageFormatElement[], out: Set<string>): void => {
  for (const el of elements) {
    const kind = KIND[el.type];
    if (kind && 'value' in el) out.add(`${el.value}:${kind}`);
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const opt of Object.values(el.options)) collect(opt.value, out);
    }
    if (el.type === TYPE.tag) collect(el.children, out);
  }
};

/** "count:plural", "seat:argument", … sorted; throws on a message that is not valid ICU. */
export const icuArguments = (message: string): string[] => {
  const out = new Set<string>();
  collect(parse(message), out);
  return [...out].sort();
};

/** Flatten a nested catalogue into dotted keys → message texts. */
export const flattenMessages = (tree: unknown, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flattenMessages(v, key)) out.set(kk, vv);
  }
  return out;
};
