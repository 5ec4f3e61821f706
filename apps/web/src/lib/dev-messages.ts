/** The local development tools may ask the app to open the admin dashboard (seed section 2). */
export const adminDashboardMessageType = 'oddsmith:admin-dashboard';

const localOriginPattern = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

export function isLocalDevOrigin(origin: string): boolean {
  return localOriginPattern.test(origin);
}

export function isAdminDashboardMessage(event: Pick<MessageEvent, 'origin' | 'data'>): boolean {
  if (!isLocalDevOrigin(event.origin)) return false;
  const data: unknown = event.data;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === adminDashboardMessageType;
}
