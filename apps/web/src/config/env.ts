/** The one configured API host. Empty means the same origin as the page (the default). */
export const apiBaseUrl: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
