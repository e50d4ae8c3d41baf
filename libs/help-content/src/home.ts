// `@redress/help-content/home`: the home page's three popular guides and its FAQ tab, and
// nothing else (the home page has the tightest JavaScript budget).
export { HOME_FAQ, POPULAR_GUIDES } from './generated/home-content';
