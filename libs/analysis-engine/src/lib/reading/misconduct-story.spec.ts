import { tellsOfMisconduct } from './misconduct-story';

describe('a story of misconduct and its penalty', () => {
  it.each([
    'they say i bought my essay from a website',
    'turnitin flagged it at 40%',
    'Campus Residences fined me 300 euro for a party in my apartment',
    'a fine of £150 for smoking in my room',
  ])('is read in “%s”', (story) => expect(tellsOfMisconduct(story)).toBe(true));

  it.each(['my mark was fine until the board met', 'the library is fine but the wifi is not'])(
    'is not read in “%s”',
    (story) => expect(tellsOfMisconduct(story)).toBe(false),
  );
});
