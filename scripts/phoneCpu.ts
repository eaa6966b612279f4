// What "a phone" is when the benches slow Chromium's CPU (Emulation.setCPUThrottlingRate): the
// rate is a multiple of this machine's speed, so the same rate is a different phone on another
// machine. Chrome DevTools' calibrated presets (since Chrome 134) and Lighthouse's docs/throttling.md
// both measure the host with Lighthouse's BenchmarkIndex and name the phone by its score: DevTools'
// "Mid-tier mobile" is a Pixel 5 (1000), its "Low-tier mobile" a Moto G4 Power 2022 (264);
// Lighthouse's mid-tier mobile bracket is 125-800, and its fixed 4x is meant for a host of
// 1500-2000. calibrate() finds DevTools' two rates here the way DevTools does (a bisection on the
// benchmark's score), so a bench can say which phone its figures are for.
import type { CDPSession, Page } from 'playwright-core';

/** DevTools' targets (panels/mobile_throttling/CalibrationController.ts): a Pixel 5 and a Moto G4 Power 2022. */
export const MID_TIER = 1000;
export const LOW_TIER = 264;

/**
 * Lighthouse's BenchmarkIndex, as the page computes it in `ms` milliseconds: the mean of two rates
 * (a tenth of the rounds a second), half the time each: building a 10,000-character string one
 * character at a time (the garbage collector's share), and copying 100,000 whole numbers from one
 * array to another. Evaluated in the page, so nothing outside the function.
 */
const benchmarkIndex = (ms: number): number => {
  const half = ms / 2;
  const strings = (): number => {
    const start = Date.now();
    let rounds = 0;
    while (Date.now() - start < half) {
      let s = '';
      for (let j = 0; j < 10_000; j++) s += 'a';
      // (read, so the string is built)
      if (s.length !== 10_000) throw new Error('string');
      rounds++;
    }
    return Math.round(rounds / 10 / ((Date.now() - start) / 1000));
  };
  const copies = (): number => {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 100_000; i++) a[i] = b[i] = i;
    const start = Date.now();
    let rounds = 0;
    // the clock read every tenth round only (Lighthouse: some CPUs slow down on a read every round)
    while (rounds % 10 !== 0 || Date.now() - start < half) {
      const from = rounds % 2 === 0 ? a : b;
      const to = rounds % 2 === 0 ? b : a;
      for (let j = 0; j < from.length; j++) to[j] = from[j];
      rounds++;
    }
    return Math.round(rounds / 10 / ((Date.now() - start) / 1000));
  };
  return (strings() + copies()) / 2;
};

export interface PhoneCpu {
  /** The host's score unthrottled. */
  readonly host: number;
  /** The rate the bench runs at, and the score there. */
  readonly rate: number;
  readonly atRate: number;
  /** DevTools' calibrated rates here: the rate whose score is a Pixel 5's, and a Moto G4 Power's (null where this machine is slower than that phone). */
  readonly mid: number | null;
  readonly low: number | null;
}

/** The host measured and DevTools' two rates found, on a blank page of its own (`rate`: the bench's rate, scored too). */
export const calibrate = async (page: Page, cdp: CDPSession, rate: number): Promise<PhoneCpu> => {
  // (tsx names the functions it compiles, __name, also the one evaluated in the page)
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await page.goto('about:blank');
  const scores = new Map<number, number>();
  const score = async (r: number): Promise<number> => {
    const known = scores.get(r);
    if (known !== undefined) return known;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: r });
    // 250 ms a run, as DevTools' calibration
    const s = await page.evaluate(benchmarkIndex, 250);
    scores.set(r, s);
    return s;
  };
  // a first run to warm the page's code up (DevTools does the same), not kept
  await page.evaluate(benchmarkIndex, 250);
  // DevTools' bisection: the rate (to the hundredth, as Chrome takes it) whose score is within 10 of the target
  const find = async (target: number, lower: number, upper: number): Promise<number> => {
    let lo = lower;
    let hi = upper;
    let r = lo;
    for (let i = 0; i < 8; i++) {
      r = Number(((lo + hi) / 2).toFixed(2));
      const s = await score(r);
      if (Math.abs(s - target) < 10) break;
      if (s < target) hi = r;
      else lo = r;
    }
    return r;
  };
  // the host's score, the better of two runs (one run here read 967 where the others read 1,870-1,910)
  const first = await score(1);
  scores.clear();
  const host = Math.max(first, await score(1));
  scores.set(1, host);
  const low = host < LOW_TIER ? null : await find(LOW_TIER, 1, (host / LOW_TIER) * 1.5);
  // (DevTools starts the mid-tier bisection from the low-tier rate scaled by the two targets)
  const start = low === null ? null : low / (MID_TIER / LOW_TIER);
  const mid = start === null || host < MID_TIER ? null : await find(MID_TIER, start * 0.75, start * 1.25);
  const atRate = await score(rate);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { host, rate, atRate, mid, low };
};

/** One line for a bench's report. */
export const describe = (c: PhoneCpu): string =>
  `CPU: this machine scores ${c.host.toFixed(0)} on Lighthouse's BenchmarkIndex, ${c.atRate.toFixed(0)} slowed ${c.rate}× ` +
  `(Lighthouse's mid-tier mobile: 125-800); DevTools' calibrated phones here: mid-tier (Pixel 5, ${MID_TIER}) ` +
  `${rateOf(c.mid)}, low-tier (Moto G4 Power, ${LOW_TIER}) ${rateOf(c.low)}`;

const rateOf = (r: number | null): string => (r === null ? 'none (this machine is slower than that phone)' : `${r}×`);
