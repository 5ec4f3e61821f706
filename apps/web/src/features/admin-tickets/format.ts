export function dateTimeText(iso: string | null, locale: string): string {
  if (!iso) return '—';
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '—' : time.toLocaleString(locale);
}
