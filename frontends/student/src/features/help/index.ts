// What the help feature (the Help Center and its articles) offers the others: a list of
// questions (the home page's) and the Markdown renderer the legal pages use too.
export { FaqList } from './components/FaqList';
export { MarkdownContent } from './components/MarkdownContent';
