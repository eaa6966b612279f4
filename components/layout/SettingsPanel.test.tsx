// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { SettingsProvider } from '@/components/settings/SettingsContext';
import { SETTINGS_KEY } from '@/components/settings/settings';
import { SettingsPanel } from './SettingsPanel';

const renderPanel = () =>
  render(
    <NextIntlClientProvider locale="en" messages={loadMessages('en')} timeZone="UTC">
      <SettingsProvider>
        <SettingsPanel />
      </SettingsProvider>
    </NextIntlClientProvider>,
  );

beforeEach(() => window.localStorage.clear());

test('a corrupt stored value falls back to the defaults: 2017, two colours, dummy only', async () => {
  window.localStorage.setItem(SETTINGS_KEY, '{not json');
  renderPanel();
  expect((await screen.findByRole<HTMLInputElement>('radio', { name: '2017 laws' })).checked).toBe(true);
  expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Four-colour suits/ }).checked).toBe(false);
});

test('choices are saved and read back', async () => {
  const user = userEvent.setup();
  renderPanel();
  await user.click(screen.getByText('Settings'));
  await user.click(screen.getByRole('radio', { name: '1997 laws' }));
  await user.click(screen.getByRole('checkbox', { name: /Four-colour suits/ }));
  await user.click(screen.getByRole('radio', { name: 'Larger' }));
  expect(JSON.parse(window.localStorage.getItem(SETTINGS_KEY)!)).toEqual({ edition: '1997', fourColour: true, showAllHands: false, textSize: 'larger' });
  // The whole page follows the text size (styles/globals.css scales the root font from this).
  expect(document.documentElement.dataset.textSize).toBe('larger');
});
