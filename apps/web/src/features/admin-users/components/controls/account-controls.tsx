import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconLock, IconLockOpen, IconLogout } from '@tabler/icons-react';
import { kycStatuses, type AdminUser, type KycStatus } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { ReasonModal } from '../../../../components/reason-modal';
import { SectionCard } from '../../../../components/section-card';
import { useSetUserKycMutation, useSetUserStatusMutation, useSignOutUserMutation } from '../../api/user-controls-api';

type Dialog = 'status' | 'kyc' | 'signOut' | null;

/** Block or unblock (ending every session), the KYC status, and a sign-out everywhere; each asks for the reason History keeps. */
export function AccountControls({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [kyc, setKyc] = useState<KycStatus>(user.kycStatus);
  const [setStatus] = useSetUserStatusMutation();
  const [setUserKyc] = useSetUserKycMutation();
  const [signOut] = useSignOutUserMutation();
  const blocked = user.status === 'blocked';
  const close = () => setDialog(null);
  return (
    <SectionCard title={t('userControls.account.title')} text={t('userControls.account.text')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Button color={blocked ? 'brand' : 'red'} variant="light" leftSection={blocked ? <IconLockOpen size={16} /> : <IconLock size={16} />} onClick={() => setDialog('status')}>
          {t(blocked ? 'userControls.account.unblock' : 'userControls.account.block')}
        </Button>
        <Button variant="default" leftSection={<IconLogout size={16} />} onClick={() => setDialog('signOut')}>
          {t('userControls.account.signOut')}
        </Button>
        <Select
          label={t('userControls.account.kyc')}
          data={kycStatuses.map((value) => ({ value, label: t(`userControls.kyc.${value}`) }))}
          value={user.kycStatus}
          allowDeselect={false}
          w={180}
          onChange={(value) => {
            if (!value || value === user.kycStatus) return;
            setKyc(value as KycStatus);
            setDialog('kyc');
          }}
        />
      </Group>
      <ReasonModal
        opened={dialog === 'status'}
        title={t(blocked ? 'userControls.account.unblockTitle' : 'userControls.account.blockTitle', { username: user.username })}
        description={t(blocked ? 'userControls.account.unblockText' : 'userControls.account.blockText')}
        confirmLabel={t(blocked ? 'userControls.account.unblock' : 'userControls.account.block')}
        confirmColor={blocked ? undefined : 'red'}
        onClose={close}
        onConfirm={(reason) => setStatus({ userId: user.id, status: blocked ? 'active' : 'blocked', reason }).unwrap()}
      />
      <ReasonModal opened={dialog === 'kyc'} title={t('userControls.account.kycTitle', { status: t(`userControls.kyc.${kyc}`) })} confirmLabel={t('userControls.account.kycSave')} onClose={close} onConfirm={(reason) => setUserKyc({ userId: user.id, kycStatus: kyc, reason }).unwrap()} />
      <ReasonModal opened={dialog === 'signOut'} title={t('userControls.account.signOutTitle', { username: user.username })} description={t('userControls.account.signOutText')} confirmLabel={t('userControls.account.signOut')} onClose={close} onConfirm={(reason) => signOut({ userId: user.id, reason }).unwrap()} />
    </SectionCard>
  );
}
