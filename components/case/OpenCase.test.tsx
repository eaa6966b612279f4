// @vitest-environment jsdom
// /case: a rejected case is explained in the reader's language (what and where), nothing over 1 MB
// is read or pasted, the picker speaks the reader's language, and a case's title is only ever text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import { SHARED_CASES } from '@/components/testing/cases';
import { OpenCase } from './OpenCase';
import { MAX_CASE_BYTES, utf8Bytes } from './limits';

const BAD = '{"format":"revoke-case/1","edition":"2017","deal":"N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876","contract":"4S","declarer":"S","vulnerable":"None","timeline":[{"play":"SA"}]}';
const GOOD = readFileSync(join(SHARED_CASES, '64a2-seed-example1-one-trick.json'), 'utf8');

beforeEach(() => window.sessionStorage.clear());

test('en: a rejected case says what and where in English, and the pasted text stays', async () => {
  const user = userEvent.setup();
  renderIn('en', <OpenCase />);
  const box = screen.getByRole('textbox', { name: 'Or paste the case file' });
  await user.click(box);
  await user.paste(BAD);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('This case file cannot be played.')).toBeTruthy();
  expect(within(alert).getByText(/A card is played out of turn\./)).toBeTruthy();
  expect(within(alert).getByText('At timeline action 0 (counting from 0)')).toBeTruthy();
  // What the file says at that action, as written.
  expect(within(alert).getByText('{"play":"SA"}')).toBeTruthy();
  expect((box as HTMLTextAreaElement).value).toBe(BAD);
});

test.each([
  ['de', 'Oder die Falldatei einfügen', 'Öffnen', /Der Text ist kein gültiges JSON/],
  ['sv', 'Eller klistra in fallfilen', 'Öppna', /Texten är inte giltig JSON/],
] as const)('%s: text that is not JSON is explained in the reader\'s language', async (locale, box, open, message) => {
  const user = userEvent.setup();
  renderIn(locale, <OpenCase />);
  await user.type(screen.getByRole('textbox', { name: box }), 'kein json');
  await user.click(screen.getByRole('button', { name: open }));
  expect(within(await screen.findByRole('alert')).getByText(message)).toBeTruthy();
});

test('a field the engine names is given with the error', async () => {
  const user = userEvent.setup();
  renderIn('en', <OpenCase />);
  const broken = GOOD.replace('"4S"', '"9S"');
  fireEvent.change(screen.getByRole('textbox', { name: 'Or paste the case file' }), { target: { value: broken } });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(/The contract is not valid/)).toBeTruthy();
  expect(within(alert).getByText('In the field “contract”')).toBeTruthy();
  expect(within(alert).getByText('"9S"')).toBeTruthy();
});

test('de: the action quoted is the one the engine names, in a long timeline too', async () => {
  const user = userEvent.setup();
  renderIn('de', <OpenCase />);
  const file = JSON.parse(GOOD) as { timeline: unknown[] };
  // A card played a second time, after every action of the case.
  const again = { ...file, timeline: [...file.timeline, file.timeline.find((a) => typeof a === 'object' && a !== null && 'play' in a)] };
  fireEvent.change(screen.getByRole('textbox', { name: 'Oder die Falldatei einfügen' }), { target: { value: JSON.stringify(again) } });
  await user.click(screen.getByRole('button', { name: 'Öffnen' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(`Bei Aktion ${file.timeline.length} der Zeitleiste (ab 0 gezählt)`)).toBeTruthy();
  expect(within(alert).getByText('Dort steht in der Datei:', { exact: false })).toBeTruthy();
  expect(within(alert).getByText(JSON.stringify(again.timeline[file.timeline.length]))).toBeTruthy();
});

test('sv: an uploaded case opens the player, and the picker names the chosen file in Swedish', async () => {
  const user = userEvent.setup();
  renderIn('sv', <OpenCase />);
  expect(screen.getByText('Välj en fil…')).toBeTruthy();
  expect(screen.getByText('Ingen fil vald')).toBeTruthy();
  await user.upload(screen.getByLabelText('Öppna en fallfil från den här enheten'), new File([GOOD], 'fall.json', { type: 'application/json' }));
  expect(await screen.findByRole('region', { name: /^Scenario: Seed example 1/ })).toBeTruthy();
  expect(screen.getByText('Vald: fall.json')).toBeTruthy();
});

test('a file over 1 MB is refused before it is read, with its name and size', async () => {
  const user = userEvent.setup();
  renderIn('en', <OpenCase />);
  const big = new File(['x'], 'huge.json', { type: 'application/json' });
  // A 20 MB file without allocating 20 MB: only its size is looked at.
  Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 });
  const text = vi.fn(() => Promise.resolve('x'));
  Object.defineProperty(big, 'text', { value: text });
  await user.upload(screen.getByLabelText('Open a case file from this device'), big);
  expect(within(screen.getByRole('alert')).getByText('“huge.json” is 20 MB; a case file may be at most 1 MB. Nothing was read.')).toBeTruthy();
  expect(text).not.toHaveBeenCalled();
  expect(screen.queryByRole('region', { name: /^Scenario/ })).toBeNull();
});

test('de: a paste over 1 MB never reaches the box, and what was there stays', async () => {
  const user = userEvent.setup();
  renderIn('de', <OpenCase />);
  const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Oder die Falldatei einfügen' });
  await user.type(box, 'mein Entwurf');
  await user.paste('a'.repeat(MAX_CASE_BYTES + 1));
  expect(within(screen.getByRole('alert')).getByText(/Der eingefügte Text ist 1,1 MB groß; eine Falldatei darf höchstens 1 MB groß sein/)).toBeTruthy();
  expect(box.value).toBe('mein Entwurf');
});

test('a title with markup is shown as text, never as HTML', async () => {
  const user = userEvent.setup();
  const title = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
  renderIn('en', <OpenCase />);
  const evil = GOOD.replace(/"title": *"[^"]*"/, `"title": ${JSON.stringify(title)}`);
  fireEvent.change(screen.getByRole('textbox', { name: 'Or paste the case file' }), { target: { value: evil } });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const region = await screen.findByRole('region', { name: /^Scenario/ });
  expect(region.querySelector('img, b')).toBeNull();
  expect(within(region).getAllByText(title, { exact: false }).length).toBeGreaterThan(0);
});

test('the format is described, with the bound on titles', () => {
  renderIn('en', <OpenCase />);
  expect(screen.getByText('What a case file holds')).toBeTruthy();
  expect(screen.getByText(/An optional "title" \(at most 300 characters\)/)).toBeTruthy();
  expect(screen.getByText('At most 1 MB.')).toBeTruthy();
});

describe('utf8Bytes counts as UTF-8 does, exactly up to the bound and "too large" beyond it', () => {
  test.each([
    ['ascii', 'abc', 1],
    ['Swedish letters', 'Öst–Väst', 2],
    ['a suit symbol and an emoji', '♠🂡', 3],
  ])('%s', (_name, s, perUnit) => {
    for (const n of [10, Math.floor(MAX_CASE_BYTES / (s.length * perUnit)), MAX_CASE_BYTES]) {
      const text = s.repeat(Math.max(1, Math.floor(n / s.length)));
      const real = new TextEncoder().encode(text).length;
      if (real <= MAX_CASE_BYTES) expect(utf8Bytes(text)).toBe(real);
      else expect(utf8Bytes(text)).toBeGreaterThan(MAX_CASE_BYTES);
    }
  });
});
