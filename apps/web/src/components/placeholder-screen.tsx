import { useTranslation } from 'react-i18next';
import { ComingSoon } from './coming-soon';
import { ScreenPage } from './screen-page';

/** A screen that exists with its name and an honest empty state until its issue fills it. */
export function PlaceholderScreen({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <ScreenPage title={t(`screens.${screen}.title`)}>
      <ComingSoon description={t(`screens.${screen}.description`)} />
    </ScreenPage>
  );
}
