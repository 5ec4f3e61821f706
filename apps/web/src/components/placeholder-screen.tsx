import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from './coming-soon';
import { ScreenTitle } from './screen-title';

/** A screen that exists with its name and an honest empty state until its issue fills it. */
export function PlaceholderScreen({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" px={0}>
      <ScreenTitle title={t(`screens.${screen}.title`)} />
      <ComingSoon description={t(`screens.${screen}.description`)} />
    </Container>
  );
}
