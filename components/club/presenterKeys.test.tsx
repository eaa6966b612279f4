// @vitest-environment jsdom
// The presenter's keyboard in both club modes: a clicker steps, letters do what each mode says,
// and typing into a field or pressing a focused button never also drives the evening.
import { fireEvent, render, screen } from '@testing-library/react';
import { commandForLiveKey } from './useLiveKeys';
import { usePresenterKeys } from './presenterKeys';

test('live keys: the clicker steps, C closes answering, S toggles the scoreboard', () => {
  expect(commandForLiveKey('PageDown', false)).toEqual({ type: 'next' });
  expect(commandForLiveKey('ArrowLeft', false)).toEqual({ type: 'prev' });
  expect(commandForLiveKey('c', false)).toEqual({ type: 'close' });
  expect(commandForLiveKey('S', false)).toEqual({ type: 'scoreboard', show: true });
  expect(commandForLiveKey('s', true)).toEqual({ type: 'scoreboard', show: false });
  expect(commandForLiveKey('r', false)).toBeNull();
});

function Harness({ onCommand, pageKeysInFields }: { onCommand: ((c: string) => void) | null; pageKeysInFields?: boolean }) {
  usePresenterKeys((k) => (k === 'PageDown' || k === ' ' || k === 'x' ? k : null), onCommand, { pageKeysInFields });
  return (
    <>
      <label>
        Votes <input type="number" />
      </label>
      <button type="button">Reveal</button>
    </>
  );
}

test('keys on the page reach the command; a form field keeps its keys unless page keys are allowed there', () => {
  const seen: string[] = [];
  const { rerender } = render(<Harness onCommand={(c) => seen.push(c)} />);
  fireEvent.keyDown(window, { key: 'x' });
  fireEvent.keyDown(screen.getByLabelText('Votes'), { key: 'x' });
  fireEvent.keyDown(screen.getByLabelText('Votes'), { key: 'PageDown' });
  expect(seen).toEqual(['x']);
  rerender(<Harness onCommand={(c) => seen.push(c)} pageKeysInFields />);
  fireEvent.keyDown(screen.getByLabelText('Votes'), { key: 'PageDown' });
  fireEvent.keyDown(screen.getByLabelText('Votes'), { key: 'x' });
  expect(seen).toEqual(['x', 'PageDown']);
});

test('space on a focused button presses the button only; modifier keys and a disabled hook do nothing', () => {
  const seen: string[] = [];
  const { rerender } = render(<Harness onCommand={(c) => seen.push(c)} />);
  fireEvent.keyDown(screen.getByRole('button', { name: 'Reveal' }), { key: ' ' });
  fireEvent.keyDown(window, { key: 'x', ctrlKey: true });
  fireEvent.keyDown(window, { key: ' ' });
  expect(seen).toEqual([' ']);
  rerender(<Harness onCommand={null} />);
  fireEvent.keyDown(window, { key: 'x' });
  expect(seen).toEqual([' ']);
});
