// @vitest-environment jsdom
// A lesson's board whose code cannot be fetched (offline, before the service worker holds it):
// the learner is told so in their language and can try again; the lesson's text stays.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { LessonContext } from './LessonContext';
import { Scenario } from './Scenario';

// The chunk fails to load, as a dynamic import does with the network down.
vi.mock('./boards', () => {
  throw new Error('Loading chunk 824 failed');
});

const read = (p: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(process.cwd(), p), 'utf8')) as Record<string, unknown>;

describe('a board whose code cannot be fetched', () => {
  test.each([
    ['en', 'The board could not be loaded: the connection may be down.', 'Try again', 'Loading the board…'],
    ['sv', 'Given kunde inte laddas: anslutningen kan vara nere.', 'Försök igen', 'Given laddas…'],
    ['de', 'Das Board konnte nicht geladen werden: Vielleicht besteht keine Verbindung.', 'Erneut versuchen', 'Das Board wird geladen…'],
  ])('%s: says so, keeps the frame, and tries again when asked', async (locale, failed, retry, loading) => {
    render(
      <NextIntlClientProvider locale={locale} messages={{ lessons: read(`messages/lessons/${locale}.json`) }} timeZone="UTC" onError={() => {}}>
        <LessonContext.Provider value={{ slug: 'test', edition: '2017', cases: {}, facts: {}, solved: new Set(), onSolved: () => {} }}>
          <p>The lesson’s text.</p>
          <Scenario family="transfer-64a1-two" seed={4} />
        </LessonContext.Provider>
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(loading);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(failed);
    expect(screen.getByText('The lesson’s text.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: retry }));
    expect(screen.getByRole('status').textContent).toBe(loading);
    expect((await screen.findByRole('alert')).textContent).toContain(failed);
  });
});
