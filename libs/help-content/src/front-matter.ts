// The bodies reach the browser as raw Markdown (an rspack `asset/source` import). The front
// matter was already read at build time (scripts/help-content-build.mjs, with gray-matter), so
// here it only has to be cut off; a unit test checks this agrees with gray-matter on every file.
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** The Markdown after the front matter block, or the whole text when there is none. */
export function stripFrontMatter(source: string): string {
  const match = FRONT_MATTER.exec(source);
  return match ? source.slice(match[0].length) : source;
}
