// Screenshots of the quiz screens in sv/en/de at phone (360×740) and projector (1920×1080) sizes,
// into ./screenshots/ (gitignored), to look at before calling a screen done.
// Run against a running server: E2E_BASE_URL=http://localhost:3107 npx tsx e2e/screenshots.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, launchChromium } from './browser';

const OUT = join(process.cwd(), 'screenshots');
const FOUR_COLOUR = process.env.SHOT_FOUR_COLOUR === '1';
const SIZES = { phone: { width: 360, height: 740 }, projector: { width: 1920, height: 1080 } } as const;
const LOCALES = ['en', 'sv', 'de'] as const;
const BOARD = process.env.SHOT_BOARD ?? '/scenarios/established-partner-plays/2017/1';
const FORWARD = { en: 'Jump ahead', sv: 'Hoppa fram', de: 'Vorspringen' } as const;
const SUBMIT = { en: 'Commit my answers', sv: 'Lås mina svar', de: 'Antworten festlegen' } as const;
const ALL_STEPS = { en: 'Show all steps', sv: 'Visa alla steg', de: 'Alle Schritte zeigen' } as const;
const NEXT_STEP = { en: 'Next step', sv: 'Nästa steg', de: 'Nächster Schritt' } as const;

const prefix = (l: string) => (l === 'en' ? '' : `/${l}`);

const shoot = async (page: Page, name: string, fullPage = false) => {
  await page.waitForTimeout(700);
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage });
  // Long phone pages shrink to nothing when viewed whole: the table and the side panel apart too.
  if (fullPage && page.viewportSize()!.width < 800 && (await page.locator('.player__table').count())) {
    await page.locator('.player__table').screenshot({ path: join(OUT, `${name}-table.png`) });
    await page.locator('.player__side').screenshot({ path: join(OUT, `${name}-side.png`) });
  }
  console.log('wrote', name);
};

const main = async () => {
  mkdirSync(OUT, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const [size, viewport] of Object.entries(SIZES)) {
      for (const l of LOCALES) {
        const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
        if (FOUR_COLOUR) await page.addInitScript(() => localStorage.setItem('revoke-trainer.settings', JSON.stringify({ edition: '2017', fourColour: true, showAllHands: true })));
        const tag = `${l}-${size}`;
        await page.goto(`${baseUrl()}${prefix(l)}/`);
        await shoot(page, `${tag}-home`);
        await page.goto(`${baseUrl()}${prefix(l)}/scenarios`);
        await shoot(page, `${tag}-scenarios`);
        await page.goto(`${baseUrl()}${prefix(l)}${BOARD}`);
        await page.getByRole('button', { name: FORWARD[l] }).click();
        await page.getByRole('button', { name: FORWARD[l] }).click().catch(() => {});
        await page.locator('.table').scrollIntoViewIfNeeded();
        await shoot(page, `${tag}-predict`, true);
        await page.locator('input[name=status]').first().check();
        await page.locator('input[name=transfer]').nth(2).check();
        await page.getByRole('button', { name: SUBMIT[l] }).click();
        await page.getByRole('button', { name: NEXT_STEP[l] }).click();
        await page.getByRole('button', { name: NEXT_STEP[l] }).click();
        await shoot(page, `${tag}-explain`, true);
        await page.getByRole('button', { name: ALL_STEPS[l] }).click();
        await page.getByRole('button', { name: FORWARD[l] }).click();
        await shoot(page, `${tag}-end`, true);
        await page.goto(`${baseUrl()}${prefix(l)}/case`);
        await page.locator('#case-text').fill('{"format":"revoke-case/1","edition":"2017","deal":"N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876","contract":"4S","declarer":"S","vulnerable":"None","timeline":[{"play":"SA"}]}');
        await page.locator('form.case__form button[type=submit]').click();
        await shoot(page, `${tag}-case-error`, true);
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
};

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
