// @vitest-environment jsdom
// PBN in and out on screen: a file becomes a case in the reader's language, a malformed one is
// told by line and problem, and any board offers a PBN download and a BBO handviewer link.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import type { CaseFile } from '@/lib/engine';
import { generateScenario } from '@/lib/generator';
import { ImportPbn } from './ImportPbn';
import { ExportLinks } from './ExportLinks';
import { MAX_PBN_BYTES } from '@/lib/formats/pbn';
import { MAX_CASE_BYTES } from '@/components/case/limits';

const PBN = `[Event "Club night"]
[Board "3"]
[Dealer "S"]
[Vulnerable "EW"]
[Deal "N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876"]
[Declarer "S"]
[Contract "4S"]
[Auction "S"]
1S Pass 3S Pass
4S Pass Pass Pass
[Play "W"]
HJ H4 HK HA

[Event "Club night"]
[Board "4"]
[Dealer "W"]
[Vulnerable "All"]
[Deal "N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876"]
[Declarer "N"]
[Contract "3NT"]
`;

test('en: a pasted PBN file lists its boards, and the chosen one becomes a case', async () => {
  const user = userEvent.setup();
  const onCase = vi.fn<(c: CaseFile) => void>();
  renderIn('en', <ImportPbn onCase={onCase} />);
  await user.click(screen.getByRole('textbox', { name: 'Or paste PBN text' }));
  await user.paste(PBN);
  await user.click(screen.getByRole('button', { name: 'Read the PBN text' }));
  expect((await screen.findByRole('status')).textContent).toBe('2 boards found.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Board' }), 'Board 4: 3NT');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Laws in force' }), '2007');
  await user.click(screen.getByRole('button', { name: 'Start a case from this board' }));
  await vi.waitFor(() => expect(onCase).toHaveBeenCalledTimes(1));
  expect(onCase.mock.calls[0][0]).toMatchObject({ board: 4, dealer: 'W', vulnerable: 'All', contract: '3NT', declarer: 'N', edition: '2007', timeline: [] });
});

test('the bound checked before the PBN reader is fetched is the reader\'s own', () => {
  expect(MAX_CASE_BYTES).toBe(MAX_PBN_BYTES);
});

test('sv: a malformed file names the line and the problem in Swedish, and the text stays', async () => {
  const user = userEvent.setup();
  renderIn('sv', <ImportPbn onCase={() => undefined} />);
  const box = screen.getByRole('textbox', { name: 'Eller klistra in PBN-text' });
  await user.click(box);
  const bad = PBN.replace('[Contract "4S"]', '[Contract "8S"]');
  await user.paste(bad);
  await user.click(screen.getByRole('button', { name: 'Läs PBN-texten' }));
  expect(within(await screen.findByRole('alert')).getByText('Rad 7: kontraktet ”8S” är inget kontrakt som 4S, 3NTX eller Pass.')).toBeTruthy();
  expect((box as HTMLTextAreaElement).value).toBe(bad);
});

test('de: a file over 1 MB is refused before it is read, and the picker speaks German', async () => {
  const user = userEvent.setup();
  renderIn('de', <ImportPbn onCase={() => undefined} />);
  const picker = screen.getByLabelText('PBN-Datei auswählen');
  const big = new File(['x'.repeat(1024 * 1024 + 10)], 'big.pbn', { type: 'text/plain' });
  const text = vi.fn(() => Promise.resolve(''));
  Object.defineProperty(big, 'text', { value: text });
  await user.upload(picker, big);
  expect((await screen.findByRole('alert')).textContent).toBe('In der Datei: die Datei ist 1025 KB groß; eine PBN-Datei darf hier höchstens 1 MB groß sein.');
  expect(text).not.toHaveBeenCalled();
});

test('en: a board offers a PBN download and a BBO handviewer link with its deal', () => {
  const c = generateScenario('established-offender-leads', 3, '2017');
  if (!c.ok) throw new Error('could not deal');
  renderIn('en', <ExportLinks caseFile={c.value} />);
  expect(screen.getByRole('button', { name: 'Download as PBN' })).toBeTruthy();
  const link = screen.getByRole('link', { name: /Open in BBO's handviewer/ });
  const lin = new URL(link.getAttribute('href')!).searchParams.get('lin')!;
  expect(lin).toMatch(/^pn\|South,West,North,East\|st\|\|md\|[1-4]/);
  expect(link.getAttribute('rel')).toContain('noopener');
});

test('en: a paste over 1 MB is refused and the text already in the box stays', async () => {
  const user = userEvent.setup();
  renderIn('en', <ImportPbn onCase={() => undefined} />);
  const box = screen.getByRole('textbox', { name: 'Or paste PBN text' });
  await user.click(box);
  await user.paste('[Board "1"]');
  await user.paste('x'.repeat(1024 * 1024 + 1));
  expect(screen.getByRole('alert').textContent).toMatch(/^In the file: the file is 1025 KB; a PBN file here may be at most 1 MB\.$/);
  expect((box as HTMLTextAreaElement).value).toBe('[Board "1"]');
});
