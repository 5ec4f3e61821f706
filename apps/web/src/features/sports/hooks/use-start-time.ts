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
