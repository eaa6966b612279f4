// Headless Debian chromium through playwright-core; never a downloaded browser.
import { chromium, type Browser } from 'playwright-core';
import type { Locale } from '@/lib/i18n/locales';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const baseUrl = (): string => process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;

/** A test file's one Chromium, launched before its tests and closed after them: `const browser = sharedBrowser();` then `browser().newContext()`. */
export const sharedBrowser = (): (() => Browser) => {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: call it from a test');
    return browser;
  };
};

/** The address prefix of a language: none for English (the default), /sv, /de. */
export const localePrefix = (l: Locale): string => (l === 'en' ? '' : `/${l}`);
