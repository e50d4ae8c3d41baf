// The version contract between the host and a remote, checked before any of the remote's code
// runs (by the host, in the browser) and on the built manifests (by `npm test`, through
// tools/scripts/check-federation.mjs). The host loads first, so every singleton the page uses
// is the host's copy: a remote is compatible when, for each singleton it shares, the version the
// host provides satisfies the range the remote was built to need.

/** A shared module as a federation manifest (mf-manifest.json) lists it. */
export interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string | false | null;
}

/** A singleton the host provides in a version the remote cannot use. */
export interface SharedMismatch {
  module: string;
  /** The range the remote needs; null when it declares none. */
  required: string | null;
  /** The version the remote was built with. */
  remoteVersion: string;
  /** The version the host provides. */
  provided: string;
}

/** semver's `satisfies(version, range)`; the federation runtime's own in the browser. */
export type Satisfies = (version: string, range: string) => boolean;

/**
 * The singletons of `remoteShared` whose required range the host's version does not satisfy.
 * A singleton without a declared range is refused too: it could need anything. Modules the host
 * does not provide are the remote's own business (it brings its copy).
 */
export function sharedMismatches(
  provided: Readonly<Record<string, string>>,
  remoteShared: readonly ManifestShared[],
  satisfies: Satisfies,
): SharedMismatch[] {
  const mismatches: SharedMismatch[] = [];
  for (const shared of remoteShared) {
    const hostVersion = provided[shared.name];
    if (!shared.singleton || hostVersion === undefined) continue;
    const required = typeof shared.requiredVersion === 'string' ? shared.requiredVersion : '';
    if (required && satisfies(hostVersion, required)) continue;
    mismatches.push({
      module: shared.name,
      required: required || null,
      remoteVersion: shared.version,
      provided: hostVersion,
    });
  }
  return mismatches;
}

/** What the remote needs and what the host has, e.g. "@redress/web-ui ^2.0.0 (built with 2.0.0), the host provides 1.0.0". */
export function describeMismatch(mismatch: SharedMismatch): string {
  const needs = mismatch.required
    ? `${mismatch.module} ${mismatch.required} (built with ${mismatch.remoteVersion})`
    : `${mismatch.module} without a version range (built with ${mismatch.remoteVersion})`;
  return `${needs}, the host provides ${mismatch.provided}`;
}

/** The host refused a remote built against shared versions it does not provide. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly mismatches: readonly SharedMismatch[],
  ) {
    super(
      `The host refused the remote "${remote}", built against shared versions the host does not provide: ${mismatches
        .map(describeMismatch)
        .join('; ')}.`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}
