import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconChartLine, IconLink, IconUsersGroup, IconWallet } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CallToAction } from '../../../components/call-to-action';
import { selectRole } from '../../../lib/use-can';

const benefits = [
  { key: 'link', icon: IconLink },
  { key: 'players', icon: IconUsersGroup },
  { key: 'commission', icon: IconChartLine },
  { key: 'payouts', icon: IconWallet },
] as const;

/** Join / sign in for a visitor; a signed-in partner goes straight to their dashboard. */
function LandingActions() {
  const { t } = useTranslation();
  const isPartner = useSelector(selectRole) === 'partner';
  if (isPartner) {
    return (
      <Button size="md" mt="sm" w="fit-content" component={Link} to={paths.partnerDashboard.getHref()} rightSection={<IconArrowRight size={18} />}>
        {t('partner.goToDashboard')}
      </Button>
    );
  }
  return (
    <CallToAction
      size="md"
      mt="sm"
      main={{ to: paths.partnerRegister.getHref(), label: t('partner.join') }}
      other={{ to: paths.partnerLogin.getHref(), label: t('partner.signIn') }}
    />
  );
}

export function PartnerLandingScreen() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 'xl', sm: 60 }}>
      <Stack gap="md" maw={680} mb={40}>
        <Text tt="uppercase" fw={800} c="brand.6" size="sm" lts={1}>
          {t('partner.eyebrow')}
        </Text>
        <Title order={1} fz={{ base: 32, sm: 46 }} lh={1.1}>
          {t('partner.title')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('partner.subtitle')}
        </Text>
        <LandingActions />
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {benefits.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder radius="lg" padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" mb="md">
              <Icon size={24} />
            </ThemeIcon>
            <Text fw={800} mb={4}>
              {t(`partner.benefits.${key}.title`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`partner.benefits.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
