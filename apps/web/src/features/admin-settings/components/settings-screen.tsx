import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ScreenPage } from '../../../components/screen-page';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../config/paths';
import { serverMessageOf } from '../../../lib/api-client';
import { useCan } from '../../../lib/use-can';
import { useAdminSettingsQuery } from '../api/settings-api';
import { SettingsGroupCard } from './settings-group-card';

/** Casino stake limits are per game: they live on the casino games screen, linked from here. */
function CasinoLimitsCard() {
  const { t } = useTranslation();
  const canRead = useCan('casino.read');
  if (!canRead) return null;
  return (
    <SectionCard title={t('adminSettings.casino.title')} text={t('adminSettings.casino.text')}>
      <Button component={Link} to={paths.admin.casinoSlotGames.getHref()} variant="light">
        {t('adminSettings.casino.open')}
      </Button>
    </SectionCard>
  );
}

/** Staff `settings`: every operator setting by group; read only without settings.manage. */
export function AdminSettingsScreen() {
  const { t } = useTranslation();
  const reply = useAdminSettingsQuery();
  const canManage = useCan('settings.manage');
  const data = reply.data;
  const readOnly = !canManage || data?.editable === false;
  return (
    <ScreenPage title={t('adminSettings.title')} subtitle={t('adminSettings.subtitle')} size="xl">
      {reply.isError ? (
        <Alert color="red" mb="md" title={t('adminSettings.loadFailed')}>
          {serverMessageOf(reply.error)}
          <Button variant="light" size="xs" ml="sm" onClick={() => void reply.refetch()}>
            {t('adminSettings.retry')}
          </Button>
        </Alert>
      ) : null}
      {data && readOnly ? <Alert color="gray" mb="md">{t('adminSettings.readOnly')}</Alert> : null}
      {data ? (
        <Stack gap="md">
          {data.groups.map((group) => (
            // A new saved state (after a save or another staff member's change) starts a fresh draft.
            <SettingsGroupCard key={`${group.id}:${JSON.stringify(group.fields.map((field) => field.value))}`} group={group} readOnly={readOnly} />
          ))}
          <CasinoLimitsCard />
        </Stack>
      ) : reply.isError ? null : (
        <Stack gap="md" aria-busy="true" aria-label={t('adminSettings.loading')}>
          <Skeleton height={180} radius="lg" />
          <Skeleton height={120} radius="lg" />
          <Skeleton height={120} radius="lg" />
        </Stack>
      )}
    </ScreenPage>
  );
}
