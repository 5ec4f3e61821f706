import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { useHoldIdleTurns } from '../lib/use-idle-turn';

/** The centered spinner shown while a screen (or its code) loads. */
export function ScreenSpinner({ minHeight = '60vh' }: { minHeight?: string | number }) {
  // A screen still loading: the layout's deferred parts (socket, slip, popovers, chat) wait for it.
  useHoldIdleTurns();
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <Center mih={minHeight} role="status" aria-label={t('common.loading', 'Loading…')}>
      <Loader size="lg" />
    </Center>
  );
}
