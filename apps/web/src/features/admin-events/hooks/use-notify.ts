import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/use-translation';
import { serverMessageOf } from '../../../lib/api-client';

/** Success and failure toasts for staff actions; a failure shows the server's message. */
export function useNotify() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      success: (messageKey: string) => notifications.show({ color: 'brand', title: t('adminEvent.saved'), message: t(messageKey) }),
      failure: (error: unknown) => notifications.show({ color: 'red', title: t('adminEvent.saveFailed'), message: serverMessageOf(error) }),
    }),
    [t],
  );
}
