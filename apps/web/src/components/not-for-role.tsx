import { Button } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { Link } from 'react-router';
import { LockedNotice } from './locked-notice';

/** A back-office screen the signed-in role does not hold the permission for. */
export function NotForRole({ role, homeHref }: { role: string | null; homeHref: string }) {
  const { t } = useTranslation();
  return (
    <LockedNotice
      title={t('staffAccess.title')}
      text={t('staffAccess.text', { role: role ? t(`roles.${role}`) : '' })}
      action={
        <Button component={Link} to={homeHref}>
          {t('staffAccess.back')}
        </Button>
      }
    />
  );
}
