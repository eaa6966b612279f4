// The parser's own words for what is wrong with a saved field (StoreError.detail). zod/mini ships
// no message texts (its issues say only "Invalid input"), so the few kinds of issue the progress
// schemas can raise are put into words here, as classic zod's English locale words them.
import type { core } from 'zod/mini';

/** One zod issue as a short English sentence naming what was expected. */
export const issueText = (issue: core.$ZodIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}`;
    case 'invalid_value':
      return `Invalid option: expected one of ${issue.values.map((v) => JSON.stringify(v)).join('|')}`;
    case 'too_small':
      return `Too small: expected ${issue.origin} to be ${issue.origin === 'string' || issue.origin === 'array' ? `at least ${String(issue.minimum)} long` : `${issue.inclusive ? '>=' : '>'}${String(issue.minimum)}`}`;
    case 'too_big':
      return `Too big: expected ${issue.origin} to be ${issue.origin === 'string' || issue.origin === 'array' ? `at most ${String(issue.maximum)} long` : `${issue.inclusive ? '<=' : '<'}${String(issue.maximum)}`}`;
    case 'invalid_format':
      return `Invalid ${issue.format === 'datetime' ? 'ISO datetime' : issue.format}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
    case 'not_multiple_of':
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
      return 'Invalid input';
    case 'custom':
      // A refinement's own message (examSave.ts words its one).
      return issue.message;
  }
};
