import { Alert, Button, Checkbox, SimpleGrid, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { notificationTypes, type NotificationType } from '@oddsmith/core';
import { ErrorState } from '../../../components/error-state';
import { SectionCard } from '../../../components/section-card';
import { useNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from '../api/notifications-api';

function PreferencesForm({ initial }: { initial: readonly NotificationType[] }) {
  const { t } = useTranslation();
  const [save, { isLoading: saving, isSuccess, isError: saveFailed }] = useSaveNotificationPreferencesMutation();
  const [disabled, setDisabled] = useState<NotificationType[]>([...initial]);
  const toggle = (type: NotificationType, on: boolean) => setDisabled((current) => (on ? current.filter((each) => each !== type) : [...current, type]));
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mb="md">
        {notificationTypes.map((type) => (
          <Checkbox key={type} label={t(`notifications.typeNames.${type}`)} checked={!disabled.includes(type)} onChange={(event) => toggle(type, event.currentTarget.checked)} />
        ))}
      </SimpleGrid>
      {saveFailed ? (
        <Alert color="red" variant="light" mb="sm">
          {t('notifications.preferences.saveFailed')}
        </Alert>
      ) : null}
      <Button onClick={() => void save({ disabledTypes: disabled })} loading={saving}>
        {isSuccess ? t('notifications.preferences.saved') : t('notifications.preferences.save')}
      </Button>
    </>
  );
}

/** Per-type switches: a type turned off is not created at all (neither listed nor pushed). */
export function NotificationPreferencesSection() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useNotificationPreferencesQuery();
  return (
    <SectionCard title={t('notifications.preferences.title')} text={t('notifications.preferences.text')} mt="xl">
      {isLoading ? <Skeleton h={120} /> : null}
      {isError ? <ErrorState message={t('notifications.preferences.loadFailed')} onRetry={() => void refetch()} /> : null}
      {data ? <PreferencesForm key={data.disabledTypes.join(',')} initial={data.disabledTypes} /> : null}
    </SectionCard>
  );
}
