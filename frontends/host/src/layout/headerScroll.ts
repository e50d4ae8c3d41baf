/** The header gains a shadow and shrinks once the page has scrolled this far (document 1, section 9). */
export const HEADER_SHRINK_SCROLL_PX = 20;
