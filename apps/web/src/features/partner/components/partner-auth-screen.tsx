import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { paths } from '../../../config/paths';
import { AuthCardFrame } from './auth-card-frame';

/** Partner sign-in and sign-up: the partner API arrives with the partner issue. */
export function PartnerAuthScreen({ mode }: { mode: 'login' | 'register' }) {
  const { t } = useTranslation();
  return (
    <AuthCardFrame title={t(`partner.${mode}.title`)} subtitle={t(`partner.${mode}.subtitle`)}>
      <Stack gap="md">
        <ComingSoon
          description={t('partner.notOpenYet')}
          actions={
            <Button component={Link} to={paths.partner.getHref()} variant="light">
              {t('partner.learnMore')}
            </Button>
          }
        />
        <Text size="sm" ta="center" c="dimmed">
          {mode === 'login' ? t('partner.login.other') : t('partner.register.other')}{' '}
          <Anchor
            component={Link}
            to={mode === 'login' ? paths.partnerRegister.getHref() : paths.partnerLogin.getHref()}
            fw={700}
          >
            {mode === 'login' ? t('partner.join') : t('partner.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCardFrame>
  );
}
