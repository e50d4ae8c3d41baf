/** The button pressed on a prerendered page before React took it over: its place among them. */
let pressed: number | null = null;
let holding: ((event: MouseEvent) => void) | null = null;

function buttonsOf(container: HTMLElement): HTMLButtonElement[] {
  return [...container.querySelectorAll('button')];
}

/**
 * Holds a press of a button on a prerendered page until React has the page.
 *
 * Until its code has arrived, a button in the page's HTML does nothing when pressed: the menu
 * stayed shut on a phone. Such a press is held instead (the last one, should the visitor press
 * again) and given to React with {@link pressAgain}. Links are left to the browser: they lead to
 * pages that paint from their HTML too. (A form's submit button is disabled until then.)
 */
export function holdEarlyPresses(container: HTMLElement): void {
  holding = (event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = buttonsOf(container).indexOf(button);
  };
  container.addEventListener('click', holding, true);
}

/**
 * Gives React the press held since the page was shown, once React has been handed the page.
 * React finishes taking over the part of the page pressed in at once and then handles the press.
 * Buttons are known by their place: should React render the page afresh, the button is a new
 * element.
 */
export function pressAgain(container: HTMLElement): void {
  if (holding) container.removeEventListener('click', holding, true);
  holding = null;
  const index = pressed;
  pressed = null;
  if (index !== null && index >= 0) buttonsOf(container)[index]?.click();
}
