import { Notifications } from '@mantine/notifications';

/** Mantine's toast container (transitions, swipe to dismiss); app/provider.tsx loads it lazily. */
export function Toasts() {
  return <Notifications position="top-right" />;
}
