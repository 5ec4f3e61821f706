/** Reloads the page; a function so the store can take an injected one in tests. */
export function reloadPage(): void {
  window.location.reload();
}
