import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Spinner } from '../feedback/Spinner';
import { ErrorBoundary } from './ErrorBoundary';
import { ComponentLoadError } from './ErrorScreens';

/** Marks an error as "the code could not be fetched", as opposed to an error while rendering. */
export class ComponentLoadFailure extends Error {
  readonly isComponentLoadFailure = true;

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The component could not be loaded', { cause });
    this.name = 'ComponentLoadFailure';
  }
}

export function isComponentLoadFailure(error: unknown): error is ComponentLoadFailure {
  // A property check rather than instanceof: a remote may carry its own copy of this module
  // when it runs outside the host.
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isComponentLoadFailure?: unknown }).isComponentLoadFailure === true
  );
}

export type ComponentLoader = () => Promise<{ default: ComponentType }>;

export interface LoadableOptions {
  /** Runs before a retry, e.g. to clear a cached failed remote entry. */
  beforeRetry?: () => void | Promise<void>;
}

/** A loadable component, and the load of its code ahead of rendering it. */
export type LoadableComponent = ComponentType & {
  /**
   * Fetches the code now; once it has arrived the component renders at once, with no loading
   * state in between. A page prerendered to HTML waits for this before React takes it over, so
   * the first render is the page the HTML already shows.
   */
  preload(): Promise<ComponentType>;
};

/**
 * A lazily loaded component whose load failure shows 'Failed to load component' with a
 * Retry Loading button that really loads again. React.lazy remembers a rejected import
 * forever, so each retry builds a fresh lazy component.
 */
export function loadable(load: ComponentLoader, options: LoadableOptions = {}): LoadableComponent {
  // Once loaded, later mounts render the component at once instead of suspending again.
  let Loaded: ComponentType | null = null;

  async function loadComponent(): Promise<ComponentType> {
    const module = await load();
    if (!module?.default) throw new Error('The module has no default export');
    Loaded = module.default;
    return Loaded;
  }

  function LoadableComponent() {
    const [attempt, setAttempt] = useState(0);
    // Decided once per mount, so the element tree keeps its shape (and its state) afterwards.
    const [AlreadyLoaded] = useState(() => Loaded);
    const Lazy = useMemo(
      () =>
        lazy(async () => {
          try {
            return { default: await loadComponent() };
          } catch (error) {
            throw new ComponentLoadFailure(error);
          }
        }),
      // attempt is the point: a new value means a new import.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [attempt],
    );

    const retry = async () => {
      try {
        await options.beforeRetry?.();
      } finally {
        setAttempt((n) => n + 1);
      }
    };

    if (AlreadyLoaded) return <AlreadyLoaded />;
    return (
      <ErrorBoundary
        key={attempt}
        handles={isComponentLoadFailure}
        fallback={() => <ComponentLoadError onRetry={() => void retry()} />}
      >
        <Suspense fallback={<Spinner />}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return Object.assign(LoadableComponent, {
    preload: async () => Loaded ?? loadComponent(),
  });
}
