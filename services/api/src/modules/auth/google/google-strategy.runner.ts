/** A Passport strategy as Passport itself sees it. */
interface Strategy {
  authenticate(request: unknown, options?: unknown): void;
}

/** What one pass of a Passport strategy decided. */
export type StrategyOutcome<U> =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; user: U }
  | { kind: 'fail'; reason: string }
  | { kind: 'error'; error: Error };

/** The parts of a request Passport's OAuth2 strategy reads, plus our own state-cookie contents. */
export interface StrategyRequest {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
}

/**
 * Runs a Passport strategy without Express. Passport drives a strategy by giving it `redirect`,
 * `success`, `fail`, `error` and `pass` actions that write to Express's `res`; here each action
 * settles a promise instead, and the controller answers through Fastify. Nothing from Passport
 * ever touches the reply, so a strategy throwing cannot crash the process or leak a 500.
 */
export function runStrategy<U>(
  strategy: Strategy,
  request: StrategyRequest,
  options: Record<string, unknown> = {},
  timeoutMs = 20_000,
): Promise<StrategyOutcome<U>> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: StrategyOutcome<U>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(
      () =>
        settle({ kind: 'error', error: new Error('The identity provider did not answer in time') }),
      timeoutMs,
    );
    const pass = Object.create(strategy) as Strategy & {
      redirect(url: string, status?: number): void;
      success(user: U, info?: unknown): void;
      fail(challenge?: unknown, status?: number): void;
      error(error: Error): void;
      pass(): void;
    };
    pass.redirect = (url) => settle({ kind: 'redirect', url });
    pass.success = (user) => settle({ kind: 'success', user });
    pass.fail = (challenge) => settle({ kind: 'fail', reason: describe(challenge) });
    pass.error = (error) => settle({ kind: 'error', error });
    pass.pass = () => settle({ kind: 'fail', reason: 'no credentials' });
    try {
      pass.authenticate(request, options);
    } catch (error) {
      settle({ kind: 'error', error: error as Error });
    }
  });
}

function describe(challenge: unknown): string {
  if (typeof challenge === 'string') return challenge;
  const message = (challenge as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : 'refused';
}
