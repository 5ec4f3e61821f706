/** The attribute that marks index.html's entry stylesheet, loaded without blocking the first paint (build/async-styles.ts writes it). */
export const appStylesAttribute = 'data-app-styles';

const appStylesSelector = `link[${appStylesAttribute}]`;

function appStylesheets(doc: Document): HTMLLinkElement[] {
  return [...doc.querySelectorAll<HTMLLinkElement>(appStylesSelector)];
}

/** Applies the entry stylesheet to the screen (it loads for `print` until the app starts). */
export function applyAppStyles(doc: Document = document): void {
  for (const link of appStylesheets(doc)) link.media = 'all';
}

/** Runs `then` once the entry stylesheet has arrived (or failed), at once when it has or there is none. */
export function whenAppStylesLoaded(then: () => void, doc: Document = document): void {
  const pending = appStylesheets(doc).filter((link) => link.sheet === null);
  if (pending.length === 0) {
    then();
    return;
  }
  let left = pending.length;
  const settle = () => {
    left -= 1;
    if (left === 0) then();
  };
  for (const link of pending) {
    link.addEventListener('load', settle, { once: true });
    link.addEventListener('error', settle, { once: true });
  }
}
