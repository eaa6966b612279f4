// loadMessages with sections: a page embeds only the texts it uses, plus the header's.
import { loadMessages, SHELL_SECTIONS, type Section } from './messages';

test('without sections every catalogue is there (tests, scripts, pages not yet switched)', () => {
  const m = loadMessages('sv');
  expect(Object.keys(m)).toEqual(expect.arrayContaining(['app', 'header', 'quiz', 'steps', 'platform']));
});

test('with sections only those and the header\'s are there', () => {
  const m = loadMessages('de', ['case', 'platform']);
  expect(Object.keys(m).sort()).toEqual([...SHELL_SECTIONS, 'case', 'platform'].sort());
  expect((m.platform as Record<string, unknown>).offline).toBeTypeOf('object');
});

test('an empty list is the header alone (the 404 page)', () => {
  expect(Object.keys(loadMessages('en', [])).sort()).toEqual([...SHELL_SECTIONS].sort());
});

test('a section that does not exist fails the build instead of showing keys', () => {
  expect(() => loadMessages('en', ['nonsense' as Section])).toThrow(/no message section "nonsense"/);
});
