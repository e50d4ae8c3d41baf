import { namesOtherUser } from './named-user';

describe('namesOtherUser', () => {
  it('passes an absent id and the user’s own, as a number or as text', () => {
    for (const named of [undefined, null, '', 12, '12', ' 12 '])
      expect(namesOtherUser(named, 12)).toBe(false);
  });

  it('refuses any other id', () => {
    for (const named of [13, '13', '12.0', 'abc', 0]) expect(namesOtherUser(named, 12)).toBe(true);
  });

  it('refuses values that are no id without running their toString', () => {
    const trap = { toString: () => '12' };
    for (const named of [{ toString: 'x' }, trap, ['12'], true])
      expect(namesOtherUser(named, 12)).toBe(true);
  });
});
