// Headless Debian chromium through playwright-core; never a downloaded browser.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const baseUrl = (): string => process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;
