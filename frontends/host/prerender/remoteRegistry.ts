// The prerender build's stand-in for src/remotes/remoteRegistry.ts: the student remote's module
// is compiled into the build, so a page renders from the same components without fetching it.
// Only public pages are prerendered; the admin area is always rendered in the browser.
import type { ComponentType } from 'react';
import type { RemoteName } from '../src/remotes/remoteRegistry';

export type { RemoteName };

export async function loadRemoteModule(name: RemoteName): Promise<{ default: ComponentType }> {
  if (name !== 'student') throw new Error(`The ${name} remote is not prerendered`);
  // Build tooling: the prerender compiles the remote's pages into the host's renderer.
  // eslint-disable-next-line @nx/enforce-module-boundaries
  return import('../../student/src/remote-entry');
}

export function prefetchRemote(): void {
  // Nothing to fetch: the remote is part of this build.
}

export function resetRemote(): void {
  // Nothing was fetched, so nothing to forget.
}
