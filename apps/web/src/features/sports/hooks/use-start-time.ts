import { useTranslation } from 'react-i18next';

const dayMs = 24 * 60 * 60 * 1000;

/** Start time text: "Today 18:30", "Tomorrow 09:00" or a short date with the time. */
export function useStartTimeText(): (iso: string) => string {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
    const startOfToday = new Date();
    startOfToday.setHours(0, 0, 0, 0);
    const offset = date.getTime() - startOfToday.getTime();
    if (offset >= 0 && offset < dayMs) return t('sportsbook.list.today', { time });
    if (offset >= dayMs && offset < 2 * dayMs) return t('sportsbook.list.tomorrow', { time });
    return `${date.toLocaleDateString(locale, { day: 'numeric', month: 'short' })} ${time}`;
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
    const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
    const startOfToday = new Date();
    startOfToday.setHours(0, 0, 0, 0);
    const offset = date.getTime() - startOfToday.getTime();
    if (offset >= 0 && offset < dayMs) return { day: null, time };
    if (offset >= dayMs && offset < 2 * dayMs) return { day: t('sportsbook.list.tomorrowHeading'), time };
    return { day: date.toLocaleDateString(locale, { day: 'numeric', month: 'short' }), time };
  };
}
