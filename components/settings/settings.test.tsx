import { EDITIONS } from '@/lib/engine';
import { DEFAULT_SETTINGS, EDITION_CHOICES, parseSettings, makeSettings } from './settings';

describe('parseSettings: a corrupt stored value falls back to the defaults without crashing', () => {
  test.each([
    ['nothing stored', null, DEFAULT_SETTINGS],
    ['not JSON', '{edition', DEFAULT_SETTINGS],
    ['JSON but not an object', '42', DEFAULT_SETTINGS],
    ['an unknown edition', '{"edition":"2031","fourColour":true}', { ...DEFAULT_SETTINGS, fourColour: true }],
    ['a wrong type', '{"edition":"1997","showAllHands":"yes"}', { ...DEFAULT_SETTINGS, edition: '1997' }],
    ['an unknown text size', '{"textSize":"huge","fourColour":true}', { ...DEFAULT_SETTINGS, fourColour: true }],
    ['a stored text size, from before other fields existed', '{"textSize":"larger"}', { ...DEFAULT_SETTINGS, textSize: 'larger' }],
  ])('%s', (_name, text, expected) => {
    expect(parseSettings(text)).toEqual(expected);
  });

  test('round trip', () => {
    const s = { edition: '2007', fourColour: true, showAllHands: true, textSize: 'large' } as const;
    expect(parseSettings(makeSettings(s))).toEqual(s);
  });
});

test('the editions offered are the engine\'s, in its order', () => {
  expect(EDITION_CHOICES).toEqual(EDITIONS);
});
