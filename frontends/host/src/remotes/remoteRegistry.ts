// Remote URLs are not part of the host build: /remotes.json says where each remote's
// mf-manifest.json lives, so a remote can move or be redeployed without touching the host.
import {
  getInstance,
  init,
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { IncompatibleRemoteError, sharedMismatches, type ManifestShared } from './sharedContract';

export type RemoteName = 'student' | 'admin';

type RemoteManifest = Record<RemoteName, string>;

const REMOTE_NAMES: readonly RemoteName[] = ['student', 'admin'];

let manifestRequest: Promise<RemoteManifest> | null = null;
const registered = new Set<RemoteName>();
const needsForcedRegistration = new Set<RemoteName>();

async function fetchRemoteManifest(): Promise<RemoteManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Remote manifest answered ${response.status}`);
  const body = (await response.json()) as Partial<Record<string, unknown>>;
  for (const name of REMOTE_NAMES) {
    if (typeof body[name] !== 'string' || body[name] === '') {
      throw new Error(`Remote manifest has no entry for "${name}"`);
    }
  }
  return body as RemoteManifest;
}

function remoteManifest(): Promise<RemoteManifest> {
  manifestRequest ??= fetchRemoteManifest().catch((error: unknown) => {
    // Do not remember a failure: Retry Loading must ask again.
    manifestRequest = null;
    throw error;
  });
  return manifestRequest;
}

let contractEnforced = false;

function federation() {
  // The build plugin has already created the host's instance; init() attaches to it by name.
  const instance = getInstance() ?? init({ name: 'host', remotes: [] });
  if (!contractEnforced) {
    registerPlugins([sharedContractPlugin(instance.options), corsLoadingPlugin]);
    contractEnforced = true;
  }
  return instance;
}

type FederationOptions = NonNullable<ReturnType<typeof getInstance>>['options'];

/** The singletons the host itself provides, by name, with their versions. */
function providedSingletons(options: FederationOptions): Record<string, string> {
  const provided: Record<string, string> = {};
  for (const [name, versions] of Object.entries(options.shared ?? {})) {
    const own = versions.find((shared) => shared.from === options.name);
    if (own?.shareConfig?.singleton) provided[name] = own.version;
  }
  return provided;
}

/**
 * Loads remote entries and preloads in the mode the builds load their chunks in
 * (`crossOriginLoading`): as CORS requests from another origin, as plain requests from this one
 * (rspack's chunk loader sets `crossorigin` only on a URL of another origin). A preload in one
 * mode is not used by a load in the other: the browser fetches the file twice and says so in
 * the console.
 */
const isOtherOrigin = (url: string) =>
  new URL(url, window.location.href).origin !== window.location.origin;

const corsLoadingPlugin: ModuleFederationRuntimePlugin = {
  name: 'redress-cors-loading',
  createScript({ url }) {
    const script = document.createElement('script');
    if (isOtherOrigin(url)) script.crossOrigin = 'anonymous';
    script.src = url;
    return script;
  },
  createLink({ url, attrs }) {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
    if (isOtherOrigin(url)) link.crossOrigin = 'anonymous';
    else link.removeAttribute('crossorigin');
    link.href = url;
    return link;
  },
};

/**
 * Refuses a remote built against shared versions this host does not provide, as soon as its
 * mf-manifest.json has arrived and before any of its code runs: the load fails (the page shows
 * "Failed to load component") and the console says which module and which versions.
 */
function sharedContractPlugin(options: FederationOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'redress-shared-contract',
    loadRemoteSnapshot(args) {
      const shared = (args.manifestJson as { shared?: ManifestShared[] } | undefined)?.shared;
      if (args.from === 'manifest' && shared) {
        const mismatches = sharedMismatches(providedSingletons(options), shared, satisfy);
        if (mismatches.length) {
          const error = new IncompatibleRemoteError(args.moduleInfo.name, mismatches);
          console.error(error.message);
          throw error;
        }
      }
      return args;
    },
  };
}

async function ensureRegistered(name: RemoteName): Promise<void> {
  if (registered.has(name) && !needsForcedRegistration.has(name)) return;
  const manifest = await remoteManifest();
  federation();
  // force: true drops everything the runtime cached for the remote (manifest, snapshot, entry).
  registerRemotes([{ name, entry: manifest[name] }], { force: needsForcedRegistration.has(name) });
  registered.add(name);
  needsForcedRegistration.delete(name);
}

/** Loads the one component a remote exposes (`./Module`). */
export async function loadRemoteModule(name: RemoteName): Promise<{ default: ComponentType }> {
  await ensureRegistered(name);
  const module = await loadRemote<{ default: ComponentType }>(`${name}/Module`);
  if (!module) throw new Error(`Remote "${name}" did not provide its module`);
  return module;
}

/**
 * Starts fetching a remote's manifest, entry and exposed module without running them, so they
 * download while React and the shell load instead of one after another once the page renders
 * (three round trips a phone on a slow network waits for in turn). A failure is ignored here:
 * the real load asks again and shows the error with its Retry.
 */
export function prefetchRemote(name: RemoteName): void {
  ensureRegistered(name)
    .then(() => preloadRemote([{ nameOrAlias: name, exposes: ['./Module'] }]))
    .catch(() => undefined);
}

/**
 * Forget a failed remote so the next load asks again where it lives and fetches its manifest
 * and entry anew. The runtime drops failed requests by itself, but it keeps a successfully
 * fetched mf-manifest.json: after a redeploy that manifest names an entry file that no longer
 * exists, and only re-registering with force clears it.
 */
export function resetRemote(name: RemoteName): void {
  manifestRequest = null;
  if (registered.has(name)) needsForcedRegistration.add(name);
}
