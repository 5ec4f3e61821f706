import { useState } from 'react';
import { ActionIcon, Menu, Select } from '@mantine/core';
import { IconDots, IconLock, IconLockOpen, IconLogout, IconUserCog } from '@tabler/icons-react';
import { staffRoles, type StaffMember, type StaffRole } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ReasonModal } from '../../../components/reason-modal';
import { usePatchStaffMemberMutation, useSignOutStaffMemberMutation } from '../api/admin-staff-api';

type Dialog = 'role' | 'status' | 'signOut' | null;

/** A member's actions (never on your own row): change role, disable or enable, sign out everywhere, each with a reason. */
export function StaffActions({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [patch] = usePatchStaffMemberMutation();
  const [signOut] = useSignOutStaffMemberMutation();
  const blocked = member.status === 'blocked';
  const close = () => setDialog(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('adminStaff.actionsFor', { username: member.username })} onClick={(event) => event.stopPropagation()}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUserCog size={14} />} onClick={() => setDialog('role')}>{t('adminStaff.changeRole')}</Menu.Item>
          <Menu.Item leftSection={blocked ? <IconLockOpen size={14} /> : <IconLock size={14} />} color={blocked ? undefined : 'red'} onClick={() => setDialog('status')}>
            {t(blocked ? 'adminStaff.enable' : 'adminStaff.disable')}
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={14} />} disabled={member.activeSessions === 0} onClick={() => setDialog('signOut')}>{t('adminStaff.signOut')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ReasonModal opened={dialog === 'role'} title={t('adminStaff.changeRoleTitle', { username: member.username })} description={t('adminStaff.changeRoleText')} confirmLabel={t('adminStaff.changeRole')} onClose={close} onConfirm={(reason) => patch({ id: member.id, role, reason }).unwrap()}>
        <Select label={t('adminStaff.columns.role')} data={staffRoles.map((value) => ({ value, label: t(`roles.${value}`) }))} value={role} allowDeselect={false} onChange={(value) => setRole((value ?? member.role) as StaffRole)} />
      </ReasonModal>
      <ReasonModal
        opened={dialog === 'status'}
        title={t(blocked ? 'adminStaff.enableTitle' : 'adminStaff.disableTitle', { username: member.username })}
        description={t(blocked ? 'adminStaff.enableText' : 'adminStaff.disableText')}
        confirmLabel={t(blocked ? 'adminStaff.enable' : 'adminStaff.disable')}
        confirmColor={blocked ? undefined : 'red'}
        onClose={close}
        onConfirm={(reason) => patch({ id: member.id, status: blocked ? 'active' : 'blocked', reason }).unwrap()}
      />
      <ReasonModal opened={dialog === 'signOut'} title={t('adminStaff.signOutTitle', { username: member.username })} description={t('adminStaff.signOutText')} confirmLabel={t('adminStaff.signOut')} onClose={close} onConfirm={(reason) => signOut({ id: member.id, reason }).unwrap()} />
    </>
  );
}
