// A live evening in Chromium: a presenter starts it from the club setup, the room screen shows the
// code, three phones join in sv, en and de (each from its own browser language), the board is
// played trick by trick through both questions to the reveal, and the screen and the phones show
// the room's distribution and the right answer, each phone in its own language. The screen must
// fit 1920×1080 at every stop; axe-core finds no violation in any window at the lobby, a question,
// its reveal, a step and the scoreboard. Expected texts come from the real catalogues and the engine.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeTranslator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { dealBoard, type DealtBoard } from '@/lib/live/plan';
import type { FamilyName } from '@/lib/generator/familyNames';
import type { Ask } from '@/lib/live/session';
import { baseUrl, launchChromium } from './browser';

const FAMILY: FamilyName = 'established-partner-plays';
const SHOTS = process.env.CLUB_SHOTS; // a folder: screenshots for a person to look at

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

const open = async (locale: Locale, viewport: { width: number; height: number }): Promise<Page> => {
  const context = await browser.newContext({ locale, viewport });
  contexts.push(context);
  return context.newPage();
};

const t = { sv: makeTranslator('sv'), en: makeTranslator('en'), de: makeTranslator('de') } as const;
const option = (l: Locale, ask: Ask, o: string): string => (ask === 'transfer' ? t[l]('club.option.transfer', { count: Number(o) }) : t[l](`club.option.${ask}.${o}`));

/** Nothing on the room screen lies outside the viewport: no cropped hand, no scrolling. */
const overflow = (page: Page, within = '[data-board]') =>
  page.evaluate((selector) => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll(`${selector} *`)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.bottom > window.innerHeight + 1 || r.right > window.innerWidth + 1) bad.push(`${el.tagName}.${el.className} ${Math.round(r.right)}x${Math.round(r.bottom)}`);
    }
    return bad.slice(0, 5);
  }, within);

/** axe-core (WCAG 2.2 A and AA) on a club window as the evening stands: one line per violation. */
const violations = async (page: Page): Promise<string[]> => {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).setLegacyMode().analyze();
  return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};
const accessible = async (pages: readonly Page[]) => {
  // each window is a renderer of its own: checked side by side
  const found = await Promise.all(pages.map(violations));
  pages.forEach((page, i) => expect(found[i], page.url()).toEqual([]));
};

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

// Room on a loaded machine: five windows and axe on each at five moments took 52-60 s alone and
// ran past the config's 90 s beside other builds (it had reached the scoreboard); nothing timed is asserted.
test('a presenter, a room screen and phones in sv, en and de play a board through both questions to the reveal', { timeout: 180_000 }, async () => {
  const presenter = await open('en', { width: 1366, height: 900 });
  await presenter.goto(`${baseUrl()}/club`);
  await presenter.getByRole('checkbox', { name: t.en(`families.${FAMILY}.title`) }).check();
  await presenter.getByRole('button', { name: t.en('club.startLive', { count: 1 }) }).click();
  const heading = presenter.getByRole('heading', { level: 1, name: /^Live evening [A-Z]{5}$/ });
  await heading.waitFor({ timeout: 30_000 });
  const code = (await heading.innerText()).slice(-5);

  const screen = await open('en', { width: 1920, height: 1080 });
  await screen.goto(`${baseUrl()}/club/room#code=${code}`);
  await screen.getByTestId('join-code').filter({ hasText: code }).first().waitFor();
  expect(await screen.getByRole('img', { name: t.en('club.room.qr', { url: `${baseUrl()}/join/${code}` }) }).count()).toBeGreaterThan(0);
  const [family, edition, seed] = (await screen.locator('[data-board]').getAttribute('data-board'))!.split('/');
  expect(family).toBe(FAMILY);
  const dealt = dealBoard(FAMILY, edition as '2017', Number(seed));
  if (!dealt.ok) throw new Error(dealt.error.code);
  const board: DealtBoard = dealt.value;
  expect(board.plan.questions.length).toBeGreaterThanOrEqual(2);

  // Phones: each opens /join/CODE and is taken to its own language.
  const players = [
    { locale: 'sv', nickname: 'Åsa' },
    { locale: 'en', nickname: 'Bob' },
    { locale: 'de', nickname: 'Jürgen' },
  ] as const;
  const phones: Page[] = [];
  for (const p of players) {
    const phone = await open(p.locale, { width: 390, height: 844 });
    await phone.goto(`${baseUrl()}/join/${code}`);
    if (p.locale !== 'en') await phone.waitForURL(new RegExp(`/${p.locale}/join/${code}$`));
    await phone.getByRole('textbox', { name: t[p.locale]('club.join.nickname') }).fill(p.nickname);
    await phone.getByRole('button', { name: t[p.locale]('club.join.submit') }).click();
    await phone.getByText(t[p.locale]('club.phone.waiting', { nickname: p.nickname })).waitFor();
    phones.push(phone);
  }
  // A second Bob is told the name is taken, in that phone's language.
  const twin = await open('de', { width: 390, height: 844 });
  await twin.goto(`${baseUrl()}/de/join/${code}`);
  await twin.getByRole('textbox', { name: t.de('club.join.nickname') }).fill('bob');
  await twin.getByRole('button', { name: t.de('club.join.submit') }).click();
  await twin.getByText(t.de('club.errors.nickname-taken', { nickname: 'bob' })).waitFor();
  await screen.getByText(t.en('club.room.players', { count: 3 })).first().waitFor();
  await shot(screen, 'screen-lobby');
  await accessible([presenter, screen, ...phones, twin]);

  // Who answers what: sv and de right, en wrong, on every question.
  const choose = (q: (typeof board.plan.questions)[number], locale: Locale) => (locale === 'en' ? q.options.find((o) => !q.right.includes(o))! : q.answer);

  let stop = 0;
  const next = async () => {
    stop++;
    await presenter.getByRole('button', { name: `${t.en('club.presenter.next')} →` }).click();
    await screen.locator(`[data-stop="${stop}"]`).waitFor();
  };
  for (const [i, q] of board.plan.questions.entries()) {
    const askAt = board.plan.stops.findIndex((s) => s.kind === 'question' && s.question === i);
    while (stop < askAt) {
      await next();
      expect(await overflow(screen)).toEqual([]);
    }
    await screen.getByRole('heading', { name: t.en(`club.ask.${q.ask}`) }).waitFor();
    expect(await overflow(screen)).toEqual([]);
    await shot(screen, `screen-question-${i + 1}`);
    for (const [j, p] of players.entries()) {
      const phone = phones[j];
      await phone.getByRole('heading', { name: t[p.locale](`club.ask.${q.ask}`) }).waitFor();
      await phone.getByRole('button', { name: option(p.locale, q.ask, choose(q, p.locale)) }).click();
      await phone.getByText(t[p.locale]('club.phone.answered')).waitFor();
    }
    await shot(phones[0], `phone-sv-question-${i + 1}`);
    if (i === 0) await accessible([screen, ...phones]);
    await screen.getByText(new RegExp(`^${t.en('club.room.answered', { count: 3, players: 3 })}`)).waitFor();

    await next(); // the reveal
    const counts = new Map<string, number>();
    for (const p of players) counts.set(choose(q, p.locale), (counts.get(choose(q, p.locale)) ?? 0) + 1);
    for (const o of q.options) {
      const n = counts.get(o) ?? 0;
      const label = (l: Locale) => t[l]('club.room.bar', { count: n, percent: Math.round((100 * n) / 3) });
      const row = screen.locator(`[data-option="${o}"]`);
      await row.getByRole('img', { name: label('en') }).waitFor();
      expect(await row.innerText()).toContain(option('en', q.ask, o));
      if (q.right.includes(o)) expect(await row.innerText()).toContain(t.en('club.room.rightMark'));
      for (const [j, p] of players.entries()) {
        await phones[j].locator(`[data-option="${o}"]`).getByRole('img', { name: label(p.locale) }).waitFor();
      }
    }
    expect(await overflow(screen)).toEqual([]);
    await shot(screen, `screen-reveal-${i + 1}`);
    if (i === 0) await accessible([screen, ...phones]);
    for (const [j, p] of players.entries()) {
      const verdict = t[p.locale](p.locale === 'en' ? 'club.phone.wrong' : 'club.phone.right');
      expect(await phones[j].getByRole('status').filter({ hasText: verdict }).count()).toBe(1);
      await shot(phones[j], `phone-${p.locale}-reveal-${i + 1}`);
    }
  }

  // The explanation follows, step by step, on the screen and on the phones.
  await next();
  const steps = board.plan.stops.filter((s) => s.kind === 'step').length;
  await screen.getByRole('heading', { name: new RegExp(t.en('study.club.stepOf', { number: 1, total: steps })) }).waitFor();
  for (const [j, p] of players.entries()) await phones[j].getByRole('heading', { name: t[p.locale]('club.phone.step', { number: 1, total: steps }) }).waitFor();
  expect(await overflow(screen)).toEqual([]);
  await shot(screen, 'screen-step-1');
  await shot(phones[2], 'phone-de-step-1');
  await shot(presenter, 'presenter');
  await accessible([presenter, screen, ...phones]);

  // The scoreboard: two right answers each for sv and de, none for en.
  await presenter.keyboard.press('s');
  await screen.getByRole('heading', { name: t.en('club.room.scoreboard') }).waitFor();
  const names = await screen.locator('section[aria-labelledby="live-scoreboard"] li > span:first-child').allInnerTexts();
  expect(names).toEqual(['Åsa', 'Jürgen', 'Bob']);
  await shot(screen, 'screen-scoreboard');
  await accessible([screen]);
});

test('without phones: the show-of-hands screen still follows the presenter and fits 1920×1080 and 1280×720 at every phase', async () => {
  // Both windows in one browser, as on the club laptop: they talk over a BroadcastChannel.
  const context = await browser.newContext({ locale: 'en', viewport: { width: 1920, height: 1080 } });
  contexts.push(context);
  const presenter = await context.newPage();
  await presenter.goto(`${baseUrl()}/club`);
  const screen = await context.newPage();
  await screen.goto(`${baseUrl()}/club/screen`);
  await presenter.getByText(t.en('study.club.screenConnected')).waitFor();
  await presenter.getByRole('checkbox', { name: t.en(`families.${FAMILY}.title`) }).check();
  await presenter.getByRole('button', { name: t.en('study.club.start', { count: 1 }) }).click();
  await screen.getByRole('heading', { name: t.en('study.club.questionStatus') }).waitFor();
  const where = () => presenter.getByText(/^On the screen:/).innerText();
  let seen = '';
  for (let i = 0; i < 40; i++) {
    const now = await where();
    if (now === seen) break; // the last step: Next no longer moves
    seen = now;
    await screen.waitForTimeout(150);
    expect(await overflow(screen, 'main'), now).toEqual([]);
    // And on a smaller projector: the table's box sizes the cards there too.
    await screen.setViewportSize({ width: 1280, height: 720 });
    expect(await overflow(screen, 'main'), `${now} at 1280x720`).toEqual([]);
    await screen.setViewportSize({ width: 1920, height: 1080 });
    if (i < 3) await shot(screen, `hands-${i}`);
    await presenter.getByRole('button', { name: `${t.en('study.club.next')} →` }).click();
  }
  expect(seen).toMatch(/^On the screen: step \d+ of \d+$/);
});
