import type { ReactNode } from 'react';
import { Badge, EmptyState, Paper } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The honest empty state of a screen a later release fills. */
export function ComingSoon({ description, icon, actions }: { description?: string; icon?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <EmptyState
        variant="light"
        icon={icon ?? <IconHourglassHigh size={28} />}
        title={
          <Badge variant="light" size="lg">
            {t('common.comingSoon')}
          </Badge>
        }
        description={description ?? t('common.comingSoonText')}
      >
        {actions ? <EmptyState.Actions>{actions}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}
