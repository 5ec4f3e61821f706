import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The centered spinner shown while a screen (or its code) loads. */
export function ScreenSpinner({ minHeight = '60vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <Center mih={minHeight} role="status" aria-label={t('common.loading', 'Loading…')}>
      <Loader size="lg" />
    </Center>
  );
}
