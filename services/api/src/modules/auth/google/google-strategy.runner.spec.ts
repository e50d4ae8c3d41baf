import { runStrategy } from './google-strategy.runner';

type Actions = {
  redirect(url: string): void;
  success(user: unknown): void;
  fail(challenge: unknown): void;
  error(error: Error): void;
};

const strategy = (behaviour: (self: Actions) => void) => ({
  authenticate(this: Actions) {
    behaviour(this);
  },
});

const request = { query: {}, body: {}, headers: {} };

describe('runStrategy', () => {
  it('turns each Passport action into an outcome', async () => {
    await expect(
      runStrategy(
        strategy((s) => s.redirect('https://idp/x')),
        request,
      ),
    ).resolves.toEqual({
      kind: 'redirect',
      url: 'https://idp/x',
    });
    await expect(
      runStrategy(
        strategy((s) => s.success({ id: 1 })),
        request,
      ),
    ).resolves.toEqual({
      kind: 'success',
      user: { id: 1 },
    });
    await expect(
      runStrategy(
        strategy((s) => s.fail({ message: 'denied' })),
        request,
      ),
    ).resolves.toEqual({
      kind: 'fail',
      reason: 'denied',
    });
  });

  it('never throws: a throwing strategy and a silent one both end as errors', async () => {
    const throwing = strategy(() => {
      throw new Error('boom');
    });
    await expect(runStrategy(throwing, request)).resolves.toMatchObject({ kind: 'error' });
    await expect(
      runStrategy(
        strategy(() => undefined),
        request,
        {},
        20,
      ),
    ).resolves.toMatchObject({
      kind: 'error',
    });
  });

  it('keeps the first outcome when a strategy reports twice', async () => {
    const twice = strategy((s) => {
      s.success('first');
      s.error(new Error('late'));
    });
    await expect(runStrategy(twice, request)).resolves.toEqual({ kind: 'success', user: 'first' });
  });
});
