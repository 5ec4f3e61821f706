/** The address of one template's editor (the list screen with `?template=&language=`). */
export function editorHref(key: string, language: string): string {
  return `?${new URLSearchParams({ template: key, language }).toString()}`;
}
