import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconBuildingBank, IconChevronDown, IconLogout, IconMessages, IconTicket, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { logoutRequested } from '../../features/auth/user-slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The logged-in user's menu; players get their account links, staff only the logout. */
export function UserMenu({ variant }: { variant: 'player' | 'staff' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.user.user);
  if (!user) return null;
  const logout = async () => {
    await dispatch(logoutRequested());
    await navigate(paths.root.getHref(), { replace: true });
  };
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.account')}>
          <Group gap={6} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34}>
              {user.username.slice(0, 2).toUpperCase()}
            </Avatar>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={700} truncate>
              {user.username}
            </Text>
            <Badge size="xs" variant="light">
              {t(`roles.${user.role}`)}
            </Badge>
          </Group>
        </Menu.Label>
        {variant === 'player' ? (
          <>
            <Menu.Item component={Link} to={paths.profile.getHref()} leftSection={<IconUserCircle size={16} />}>
              {t('nav.profile')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.bank.getHref()} leftSection={<IconBuildingBank size={16} />}>
              {t('nav.bank')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.myBets.getHref()} leftSection={<IconTicket size={16} />}>
              {t('nav.myBets')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.notifications.getHref()} leftSection={<IconBell size={16} />}>
              {t('nav.notifications')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.messages.getHref()} leftSection={<IconMessages size={16} />}>
              {t('nav.messages')}
            </Menu.Item>
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
