import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { BankStatusBadge } from '../../../components/bank-status-badge';
import { paths } from '../../../config/paths';

/** The player (or agent) a request is for, linking to their staff page. */
export function UserLink({ userId, username }: { userId: string; username: string | null }) {
  return (
    <Anchor component={Link} to={paths.admin.user.getHref(userId)} size="sm" fw={700}>
      {username ?? userId}
    </Anchor>
  );
}

/** The head of a request's phone card: who it is for and its status. */
export function RequestCardHead({ request }: { request: { userId: string; username: string | null; status: string } }) {
  return (
    <Group justify="space-between" wrap="nowrap" mb={4}>
      <UserLink userId={request.userId} username={request.username} />
      <BankStatusBadge status={request.status} />
    </Group>
  );
}
