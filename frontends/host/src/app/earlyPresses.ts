/** What the prerendered page's loader (prerender/after-paint.js) holds until React has the page. */
interface EarlyPresses {
  /** The place among the page's buttons of the last one pressed, if any; stops holding. */
  take(): number | null;
}

declare global {
  interface Window {
    __redressEarlyPresses?: EarlyPresses;
  }
}

/**
 * Gives React the press of a button made on a prerendered page before React took it over.
 *
 * Until its code has arrived, a button in the page's HTML does nothing when pressed: the menu
 * stayed shut on a phone. The page's loader holds such a press; once React has been handed the
 * page, React finishes taking over the part of the page pressed in at once and then handles the
 * press. Buttons are known by their place: should React render the page afresh, the button is a
 * new element.
 */
export function pressAgain(container: HTMLElement): void {
  const held = window.__redressEarlyPresses;
  if (!held) return;
  delete window.__redressEarlyPresses;
  const index = held.take();
  if (index !== null && index >= 0) container.querySelectorAll('button')[index]?.click();
}
