// @vitest-environment jsdom
// Boards inside a lesson: a family missing from the reader's edition says so and offers the
// editions where it exists; bundled cases play; practice deals fresh boards on demand.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { parseCaseText, type CaseFile } from '@/lib/engine';
import { LessonContext } from './LessonContext';
import { Scenario } from './Scenario';
import { Practice } from './Practice';

const read = (p: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(process.cwd(), p), 'utf8')) as Record<string, unknown>;
const messages = { ...read('messages/en.json'), lessons: read('messages/lessons/en.json') };
const seed1 = parseCaseText(fs.readFileSync(path.join(process.cwd(), 'content/cases/seed-example-1.json'), 'utf8'));
const cases: Record<string, CaseFile> = seed1.ok ? { 'seed-example-1': seed1.value } : {};

const inLesson = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC" onError={() => {}}>
      <LessonContext.Provider value={{ slug: 'test', edition: '2017', cases, facts: {}, solved: new Set(), onSolved: () => {} }}>{ui}</LessonContext.Provider>
    </NextIntlClientProvider>,
  );

describe('lesson boards', () => {
  // The player's module (fetched by the page after its load event) is loaded once for the file,
  // so no test ends while it is still being read.
  beforeAll(async () => {
    await import('./boards');
  }, 60_000);

  test('a 1997-only family under the 2017 setting explains and offers 1997', () => {
    inLesson(<Scenario family="transfer-1997-extra-trick" seed={4} />);
    expect(screen.getByText('This situation does not exist under the 2017 laws.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show it under the 1997 laws' }));
    expect(screen.getByText('Ruled under the 1997 laws')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading the board…');
    expect(screen.queryByText('This situation does not exist under the 2017 laws.')).toBeNull();
  });

  test('a bundled case is played with its own edition, its player arriving after the text', async () => {
    inLesson(<Scenario case="seed-example-1" />);
    expect(screen.getByText('Ruled under the 2017 laws')).toBeTruthy();
    // The board's place says it is coming until the player's code is there.
    expect(screen.getByRole('status').textContent).toBe('Loading the board…');
    expect((await screen.findAllByRole('region')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading the board…')).toBeNull();
  });

  test('a generated board is dealt and played once its code is there', async () => {
    inLesson(<Scenario family="transfer-64a1-two" seed={4} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the board…');
    expect((await screen.findAllByRole('region')).length).toBeGreaterThan(0);
    // Its deal is on paper as a diagram, as a bundled case's is.
    expect(screen.getByRole('figure', { name: /^Hand diagram: / }).parentElement?.className).toMatch(/printOnly/);
  });

  test('a board also carries its deal as a diagram, shown instead of the player on paper', () => {
    inLesson(<Scenario case="seed-example-1" />);
    const diagram = screen.getByRole('figure', { name: 'Hand diagram: 4 spades by South, None' });
    expect(diagram.parentElement?.className).toMatch(/printOnly/);
  });

  test('an unknown bundled case says so instead of crashing', () => {
    inLesson(<Scenario case="no-such-case" />);
    expect(screen.getByText('The case file no-such-case is missing.')).toBeTruthy();
  });

  test('practice deals three boards and new ones on demand', async () => {
    inLesson(<Practice families={['transfer-64a1-two', 'transfer-64a2-later-trick']} />);
    const section = await screen.findByRole('region', { name: 'Fresh boards on this lesson' });
    // The seeds are drawn after hydration.
    await waitFor(() => expect(section.querySelectorAll('figure')).toHaveLength(3));
    const before = [...section.querySelectorAll('figure')].map((f) => f.getAttribute('data-board'));
    // Each is dealt and played once the player's code is there.
    await waitFor(() => expect(within(section).queryAllByRole('status')).toHaveLength(0));
    expect(within(section).queryAllByText(/could not be dealt/)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'New boards' }));
    const after = [...section.querySelectorAll('figure')].map((f) => f.getAttribute('data-board'));
    expect(after).toHaveLength(3);
    expect(after).not.toEqual(before);
  });
});
