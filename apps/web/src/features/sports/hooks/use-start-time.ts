import { useTranslation } from '../../../lib/use-translation';

const dayMs = 24 * 60 * 60 * 1000;

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const shortDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and style, kept: `toLocaleTimeString(locale, options)` builds a new
 * Intl.DateTimeFormat on every call, a cost each list row paid in the list's first render.
 */
function formatterOf(cache: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

const timeText = (date: Date, locale: string) => formatterOf(timeFormats, locale, { hour: '2-digit', minute: '2-digit' }).format(date);
const shortDateText = (date: Date, locale: string) => formatterOf(shortDateFormats, locale, { day: 'numeric', month: 'short' }).format(date);

/** Start time text: "Today 18:30", "Tomorrow 09:00" or a short date with the time. */
export function useStartTimeText(): (iso: string) => string {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    const time = timeText(date, locale);
    const startOfToday = new Date();
    startOfToday.setHours(0, 0, 0, 0);
    const offset = date.getTime() - startOfToday.getTime();
    if (offset >= 0 && offset < dayMs) return t('sportsbook.list.today', { time });
    if (offset >= dayMs && offset < 2 * dayMs) return t('sportsbook.list.tomorrow', { time });
    return `${shortDateText(date, locale)} ${time}`;
  };
}

/** A pre-match day heading from a day key (`2026-11-24`): "Today", "Tomorrow" or the date ("Thursday 26 November"). */
export function useDayHeading(): (day: string) => string {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    if (!year || !month || !date) return '';
    const start = new Date(year, month - 1, date);
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    const days = Math.round((start.getTime() - today.getTime()) / dayMs);
    if (days === 0) return t('sportsbook.list.todayHeading');
    if (days === 1) return t('sportsbook.list.tomorrowHeading');
    return start.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  };
}

/** A row's start in two parts: the day (null for today: "Tomorrow" or a short date) and the time. */
export function useStartParts(): (iso: string) => { day: string | null; time: string } {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return { day: null, time: '' };
    const time = timeText(date, locale);
    const startOfToday = new Date();
    startOfToday.setHours(0, 0, 0, 0);
    const offset = date.getTime() - startOfToday.getTime();
    if (offset >= 0 && offset < dayMs) return { day: null, time };
    if (offset >= dayMs && offset < 2 * dayMs) return { day: t('sportsbook.list.tomorrowHeading'), time };
    return { day: shortDateText(date, locale), time };
  };
}
