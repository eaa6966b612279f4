// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import { SHARED_CASES } from '@/components/testing/cases';
import { OpenCase } from './OpenCase';

const BAD = '{"format":"revoke-case/1","edition":"2017","deal":"N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876","contract":"4S","declarer":"S","vulnerable":"None","timeline":[{"play":"SA"}]}';

beforeEach(() => window.sessionStorage.clear());

test('en: a rejected case says what and where, and the pasted text stays', async () => {
  const user = userEvent.setup();
  renderIn('en', <OpenCase />);
  const box = screen.getByRole('textbox', { name: 'Or paste the case file' });
  await user.click(box);
  await user.paste(BAD);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText('This case file cannot be played.')).toBeTruthy();
  expect(within(alert).getByText('Error: out-of-turn')).toBeTruthy();
  expect(within(alert).getByText('At timeline action 0 (counting from 0)')).toBeTruthy();
  expect((box as HTMLTextAreaElement).value).toBe(BAD);
});

test('de: text that is not JSON gets a German lead-in and the parser\'s words', async () => {
  const user = userEvent.setup();
  renderIn('de', <OpenCase />);
  await user.type(screen.getByRole('textbox', { name: 'Oder die Falldatei einfügen' }), 'kein json');
  await user.click(screen.getByRole('button', { name: 'Öffnen' }));
  expect(within(screen.getByRole('alert')).getByText('Fehler: not-json')).toBeTruthy();
});

test('sv: an uploaded case opens the player', async () => {
  const user = userEvent.setup();
  renderIn('sv', <OpenCase />);
  const text = readFileSync(join(SHARED_CASES, '64a2-seed-example1-one-trick.json'), 'utf8');
  await user.upload(screen.getByLabelText('Ladda upp en fallfil'), new File([text], 'case.json', { type: 'application/json' }));
  expect(await screen.findByRole('region', { name: /^Scenario: Seed example 1/ })).toBeTruthy();
});
