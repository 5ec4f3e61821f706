/** The longest period a report or the dashboard reads at once: one year (leap years included). */
export const reportRangeDaysMax = 366;
