// Markdown files are bundled as their text (rspack `asset/source`; a Jest transform in tests).
// An app importing `@redress/help-content/articles` or `/legal` declares the same (see the
// student remote's assets.d.ts).
declare module '*.md' {
  const source: string;
  export default source;
}
