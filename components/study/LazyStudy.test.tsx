// @vitest-environment jsdom
// The study page's code arrives after the load event: until then the page says it is loading the
// learner's progress; a fetch that fails (offline, nothing cached) is told in the reader's
// language and tried again on request, without touching what is stored.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { NextIntlClientProvider } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { lazyModule } from '@/components/layout/afterLoad';
import { LazyStudy } from './LazyStudy';

const inLocale = (locale: 'en' | 'sv' | 'de', ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale, ['study'])} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );

describe('the study page while its code arrives', () => {
  test('loading, then the page', async () => {
    const chunk: { arrive?: (m: { text: string }) => void } = {};
    const get = lazyModule(() => new Promise<{ text: string }>((resolve) => (chunk.arrive = resolve)));
    inLocale('en', <LazyStudy get={get}>{(m) => <h1>{m.text}</h1>}</LazyStudy>);
    expect(screen.getByRole('status').textContent).toBe('Loading your progress…');
    // The fetch starts once the load event has passed (a few microtasks in jsdom).
    await vi.waitFor(() => expect(chunk.arrive).toBeDefined());
    act(() => chunk.arrive?.({ text: 'Study mode' }));
    expect(await screen.findByRole('heading', { name: 'Study mode' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test.each([
    ['en', 'This part of the study page could not be loaded: the connection may be down. Your progress is kept; try again once you are back online.', 'Try again'],
    ['sv', 'Den här delen av studiesidan kunde inte laddas: anslutningen kan vara nere. Dina framsteg finns kvar; försök igen när du är uppkopplad igen.', 'Försök igen'],
    ['de', 'Dieser Teil der Lernseite konnte nicht geladen werden: Vielleicht besteht keine Verbindung. Ihr Lernstand bleibt erhalten; versuchen Sie es erneut, sobald Sie wieder online sind.', 'Erneut versuchen'],
  ] as const)('%s: a failed fetch says so, and a retry fetches anew', async (locale, failed, retry) => {
    let calls = 0;
    const get = lazyModule(() => {
      calls++;
      return calls === 1 ? Promise.reject(new Error('Loading chunk 123 failed')) : Promise.resolve({ text: 'back' });
    });
    inLocale(locale, <LazyStudy get={get}>{(m) => <h1>{m.text}</h1>}</LazyStudy>);
    expect(within(await screen.findByRole('alert')).getByText(failed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByRole('heading', { name: 'back' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
