// @vitest-environment jsdom
// The decision chart in each language: the seven steps by their headings, the 64B list with all
// eight 2017 items, and the citations in the reader's style, from the real catalogues.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { DecisionChart } from './DecisionChart';

const messages = (locale: string) => ({ lessons: JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages/lessons', `${locale}.json`), 'utf8')) as Record<string, unknown> });

describe('decision chart', () => {
  test.each([
    ['en', 'Revoke: the decision chart', ['Is it a revoke?', 'Is it established?', 'Not established: correct it', 'Established: play goes on', 'Otherwise: count the transfer (Law 64A)', 'Always: the equity check (Law 64C)'], 'Law 62C3'],
    ['sv', 'Revoke: beslutsschema', ['Är det en revoke?', 'Är revoken etablerad?', 'Inte etablerad: den ska rättas', 'Etablerad: spelet fortsätter', 'Annars: räkna överföringen (lag 64A)', 'Alltid: kontrollera skadan (lag 64C)'], 'lag 62C3'],
    ['de', 'Revoke: das Entscheidungsschema', ['Ist es ein Revoke?', 'Ist das Revoke vollendet?', 'Nicht vollendet: berichtigen', 'Vollendet: das Spiel geht weiter', 'Sonst: die Übertragung zählen (§ 64 A TBR)', 'Immer: der Ausgleich (§ 64 C TBR)'], '§ 62 C3 TBR'],
  ])('%s: every step, in order, with the 64B items', (locale, title, steps, c3) => {
    render(
      <NextIntlClientProvider locale={locale} messages={messages(locale)} timeZone="UTC">
        <DecisionChart />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    // Citations hold no-break spaces; compare as the reader sees them.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/\s+/g, ' ').replace(/^\d+ /, ''));
    for (const s of steps) expect(headings).toContain(s);
    const exceptions = screen.getAllByRole('region').find((r) => /64 ?B/.test(r.textContent?.replace(/\s+/g, ' ') ?? ''));
    expect(exceptions && within(exceptions).getAllByRole('listitem')).toHaveLength(8);
    expect(document.body.textContent?.replace(/\s+/g, ' ')).toContain(c3);
  });
});
