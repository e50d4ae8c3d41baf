type TextField = HTMLInputElement | HTMLTextAreaElement;

/** How long to wait for React to take a typed field over before leaving it as it is. */
const GIVE_UP_AFTER_MS = 30_000;
/** How long a field given its text is watched in case React replaces it. */
const SETTLE_MS = 2_000;

/**
 * Hands React what a visitor typed into a prerendered page before React took it over.
 *
 * React keeps the text on screen when it hydrates a field, but the form's state still holds the
 * page's initial value, so the form would send, or refuse, what the student no longer sees (a
 * name typed while the page's code was loading came back as "Please enter your full name").
 * Each field whose value differs from the value it was prerendered with is noted now; once React
 * has taken it over (it then carries React's value tracker), the typed text is given to React as
 * the change it was: the value is set again so that React sees it change, and an input event
 * lets the form's own handler store it.
 *
 * React marks a field while it renders, before the render is committed; an input event given in
 * that gap is not heard, and the commit then writes the form's empty state over the text. So a
 * field is watched until it has kept its text for a while: found without it, and not changed by
 * the visitor since, it is given the text again, until the visitor presses or types anything.
 */
export function keepTypedText(container: HTMLElement): void {
  const before = textFields(container);
  // Fields are known by their place among the page's text fields: should React render the page
  // afresh instead of taking the HTML over, the field that takes the text is a new element.
  const typed = new Map<number, string>();
  before.forEach((field, index) => {
    if (field.value !== field.defaultValue) typed.set(index, field.value);
  });
  if (typed.size === 0) return;
  const given = new Map<number, TextField>();
  // What the visitor types before React has the field is the text to give it; a field the
  // visitor changes after it was given its text is the visitor's from then on.
  const changedByVisitor = new WeakSet<EventTarget>();
  const noteVisitor = (event: Event) => {
    const field = event.target as TextField;
    if (!event.isTrusted) return;
    if ([...given.values()].includes(field)) changedByVisitor.add(field);
    else {
      const index = textFields(container).indexOf(field);
      if (typed.has(index) || (index >= 0 && field.value !== field.defaultValue))
        typed.set(index, field.value);
    }
  };
  container.addEventListener('input', noteVisitor, true);
  // Once every field has its text, a press or a key of the visitor's puts the form in their
  // hands: what empties it then ("Send another request") is the form's doing, not the takeover's.
  let visitorActed = false;
  const noteAction = (event: Event) => {
    if (event.isTrusted && given.size === typed.size) visitorActed = true;
  };
  const ACTIONS = ['pointerdown', 'keydown'] as const;
  for (const type of ACTIONS) container.addEventListener(type, noteAction, true);
  const started = performance.now();
  let lastReplay = 0;
  const check = () => {
    const fields = textFields(container);
    for (const [index, text] of typed) {
      const field = fields[index];
      if (!field || !('_valueTracker' in field) || changedByVisitor.has(field)) continue;
      const givenBefore = given.get(index);
      // The same field still holding the text, or a field that replaced one already given its
      // text and holds something else, is left as it is.
      if (givenBefore === field && field.value === text) continue;
      if (givenBefore !== undefined && givenBefore !== field && field.value !== '') continue;
      replayTyping(field, text);
      given.set(index, field);
      lastReplay = performance.now();
    }
    const now = performance.now();
    const settled = given.size === typed.size && (visitorActed || now - lastReplay > SETTLE_MS);
    if (!settled && now - started < GIVE_UP_AFTER_MS) requestAnimationFrame(check);
    else {
      container.removeEventListener('input', noteVisitor, true);
      for (const type of ACTIONS) container.removeEventListener(type, noteAction, true);
    }
  };
  requestAnimationFrame(check);
}

function textFields(container: HTMLElement): TextField[] {
  return [...container.querySelectorAll<TextField>('input, textarea')].filter(
    (field) => !isToggle(field),
  );
}

function isToggle(field: TextField): boolean {
  return field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type);
}

function replayTyping(field: TextField, text: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  // Through the element's own property React records the empty value it will compare with;
  // through the prototype's the text is put back without React recording it.
  field.value = '';
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
