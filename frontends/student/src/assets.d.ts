declare module '*.css';
// Help articles and legal pages (libs/help-content) are bundled as their Markdown text.
declare module '*.md' {
  const source: string;
  export default source;
}
