// @vitest-environment jsdom
// The registry matches the checker's vocabulary, and a compiled lesson renders through it in all
// three languages: heading ids, citations in the reader's style, labelled boxes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { compile } from '@mdx-js/mdx';
import { TAG_NAMES } from '@/lib/lessons/tags';
import { remarkHeadingIds, remarkLawRef } from '@/lib/lessons/mdx';
import { lessonTags } from './registry';
import { MdxContent } from './MdxContent';

const messages = (locale: string) => ({
  lessons: JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages/lessons', `${locale}.json`), 'utf8')),
});

const source = `
<Intro>Welcome.</Intro>

## Who won the trick {/*who-won*/}

See <Law ref="64A1" /> and <Law ref="63B" edition="1997" />.

<Pitfall>Careful.</Pitfall>

<EditionNote edition="2007">Older rule.</EditionNote>
`;

const renderLesson = async (locale: string) => {
  const code = String(await compile(source, { outputFormat: 'function-body', remarkPlugins: [remarkHeadingIds, remarkLawRef] }));
  return render(
    <NextIntlClientProvider locale={locale} messages={messages(locale)} timeZone="UTC">
      <MdxContent code={code} />
    </NextIntlClientProvider>,
  );
};

describe('lesson registry', () => {
  test('registers exactly the tags the checker allows', () => {
    expect(Object.keys(lessonTags).sort()).toEqual([...TAG_NAMES].sort());
  });

  test.each([
    ['en', 'Law 64A1', 'Law 63B (1997)', 'Pitfall', 'Under the 2007 laws'],
    ['sv', 'lag 64A1', 'lag 63B (1997)', 'Fallgrop', 'Enligt 2007 års lagar'],
    ['de', '§ 64 A1 TBR', '§ 63 B TBR (1997)', 'Vorsicht', 'Nach den Regeln von 2007'],
  ])('%s: citations, heading ids and boxes', async (locale, law, pinned, pitfall, edition) => {
    await renderLesson(locale);
    expect(screen.getByRole('heading', { level: 2, name: /Who won the trick/ }).id).toBe('who-won');
    expect(screen.getByText(law)).toBeTruthy();
    expect(screen.getByText(pinned)).toBeTruthy();
    expect(screen.getByRole('complementary', { name: pitfall })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: edition })).toBeTruthy();
    expect(document.body.textContent).not.toContain('/*who-won*/');
  });
});
