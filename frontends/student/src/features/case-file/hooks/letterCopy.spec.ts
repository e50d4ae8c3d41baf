import { chooseInitialLetter, type LocalLetterCopy } from './letterCopy';

const saved = { text: 'Saved on the server', updatedAt: '2026-11-20T10:00:00.000Z' };
const compose = () => 'A new letter';

function local(fields: Partial<LocalLetterCopy>): LocalLetterCopy {
  return { text: 'Typed here', editedAt: '2026-11-20T11:00:00.000Z', synced: false, ...fields };
}

describe('chooseInitialLetter', () => {
  it.each([
    ['nothing saved anywhere', null, null, { text: 'A new letter', source: 'composed' }],
    ['only a saved draft', saved, null, { text: 'Saved on the server', source: 'server' }],
    ['an unsent copy and no saved draft', null, local({}), { text: 'Typed here', source: 'local' }],
    [
      'an unsent copy newer than the saved draft',
      saved,
      local({}),
      { text: 'Typed here', source: 'local' },
    ],
    [
      'an unsent copy older than the saved draft (written elsewhere since)',
      saved,
      local({ editedAt: '2026-11-20T09:00:00.000Z' }),
      { text: 'Saved on the server', source: 'server' },
    ],
    [
      'a copy the server already has',
      saved,
      local({ synced: true }),
      { text: 'Saved on the server', source: 'server' },
    ],
    [
      'an unsent copy equal to the saved draft',
      saved,
      local({ text: 'Saved on the server' }),
      { text: 'Saved on the server', source: 'server' },
    ],
  ] as const)('%s', (_case, savedDraft, localCopy, expected) => {
    expect(chooseInitialLetter({ saved: savedDraft, local: localCopy, compose })).toEqual(expected);
  });

  it('composes only when it has to', () => {
    const composeOnce = jest.fn(compose);
    chooseInitialLetter({ saved, local: null, compose: composeOnce });
    expect(composeOnce).not.toHaveBeenCalled();
  });
});
