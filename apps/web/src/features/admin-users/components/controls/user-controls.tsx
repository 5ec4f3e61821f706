import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { AdminUser } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useCan } from '../../../../lib/use-can';
import { AccountControls } from './account-controls';
import { NotesCard } from './notes-card';
import { RgCard } from './rg-card';
import { SessionsCard } from './sessions-card';

/** Below a user's profile: their account controls, limits, notes and sessions, each as the caller's role allows. */
export function UserControls({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const canManage = useCan('users.manage');
  const canReadHistory = useCan('audit.read');
  const player = user.role === 'player';
  return (
    <Stack gap="md" mt="md">
      {canManage && player ? <AccountControls key={`${user.status}:${user.kycStatus}`} user={user} /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {player ? <RgCard userId={user.id} canAct={canManage} /> : null}
        <SessionsCard userId={user.id} />
        <NotesCard userId={user.id} canWrite={canManage} />
      </SimpleGrid>
      {canReadHistory ? (
        <Button component={Link} to={`${paths.admin.history.getHref()}?targetId=${encodeURIComponent(user.id)}`} variant="subtle" leftSection={<IconHistory size={16} />} w="fit-content">
          {t('userControls.history')}
        </Button>
      ) : null}
    </Stack>
  );
}
