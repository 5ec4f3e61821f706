import { Avatar, Badge, Box, Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconBuildingBank, IconChevronDown, IconLogout, IconMessages, IconTicket, IconUserCircle, type IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { logoutRequested } from '../../features/auth/user-slice';
import { MessagesUnreadBadge } from '../../features/messages/components/messages-unread-badge';
import { useAppDispatch, useAppSelector } from '../hooks';

/** A player's account links, in menu order (`key` names the `nav.<key>` text). */
const playerLinks: { key: string; to: string; icon: ComponentType<IconProps> }[] = [
  { key: 'profile', to: paths.profile.getHref(), icon: IconUserCircle },
  { key: 'bank', to: paths.bank.getHref(), icon: IconBuildingBank },
  { key: 'myBets', to: paths.myBets.getHref(), icon: IconTicket },
  { key: 'notifications', to: paths.notifications.getHref(), icon: IconBell },
  { key: 'messages', to: paths.messages.getHref(), icon: IconMessages },
];

/** The logged-in user's menu; players get their account links, staff and partners only the logout. */
export function UserMenu({ variant }: { variant: 'player' | 'staff' | 'partner' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.user.user);
  const unread = useAppSelector((state) => state.notification.unread);
  // Phones have no room for the header's bell: the unread count rides on the avatar and the menu item.
  const phone = useMediaQuery('(max-width: 35.99em)') ?? false;
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
            <Indicator label={unread > 99 ? '99+' : unread} disabled={!phone || variant !== 'player' || unread === 0} size={16} color="red" offset={4}>
              <Avatar color="brand" radius="xl" size={34}>
                {user.username.slice(0, 2).toUpperCase()}
              </Avatar>
            </Indicator>
            <Box visibleFrom="sm" display="flex">
              <IconChevronDown size={14} />
            </Box>
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
            {playerLinks.map(({ key, to, icon: ItemIcon }) => (
              <Menu.Item
                key={key}
                component={Link}
                to={to}
                leftSection={<ItemIcon size={16} />}
                rightSection={key === 'notifications' && unread > 0 ? <Badge size="xs" color="red" aria-label={t('notifications.bellUnread', { count: unread })}>{unread}</Badge> : key === 'messages' ? <MessagesUnreadBadge /> : null}
              >
                {t(`nav.${key}`)}
              </Menu.Item>
            ))}
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
