// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { loadMessages, makeTranslator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { UpdateNotice } from './UpdateNotice';

/** A stand-in for navigator.serviceWorker (jsdom has none): a controller or not, and its events. */
const fakeWorkers = (controlled: boolean) => {
  const target = new EventTarget();
  const container = Object.assign(target, { controller: controlled ? {} : null, getRegistration: () => Promise.resolve(undefined) });
  Object.defineProperty(window.navigator, 'serviceWorker', { value: container, configurable: true });
  return { takeOver: () => act(() => void target.dispatchEvent(new Event('controllerchange'))) };
};

const renderIn = (locale: Locale) =>
  render(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone="UTC">
      <UpdateNotice />
    </NextIntlClientProvider>,
  );

test.each(['sv', 'en', 'de'] as const)('%s: a new worker taking over from the one in control is announced, with a way to load it', (locale) => {
  const workers = fakeWorkers(true);
  renderIn(locale);
  expect(screen.queryByRole('status')).toBeNull();
  workers.takeOver();
  const t = makeTranslator(locale);
  expect(screen.getByRole('status').textContent).toContain(t('app.updateReady'));
  expect(screen.getByRole<HTMLButtonElement>('button', { name: t('app.updateReload') }).disabled).toBe(false);
});

test('the first visit\'s worker taking control is not an update', () => {
  const workers = fakeWorkers(false);
  renderIn('en');
  workers.takeOver();
  expect(screen.queryByRole('status')).toBeNull();
  // A second change after that one is.
  workers.takeOver();
  expect(screen.queryByRole('status')).not.toBeNull();
});
