import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { LockedNotice } from '../../../components/locked-notice';
import { paths } from '../../../config/paths';

export function DenyAccessScreen() {
  const { t } = useTranslation();
  return (
    <LockedNotice
      headingOrder={1}
      title={t('denyAccess.title')}
      text={t('denyAccess.text')}
      action={
        <Button component={Link} to={paths.root.getHref()}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
