import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { languages, type Language } from '../../../lib/i18n';
import { ChoiceMenu } from './choice-menu';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = (languages as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as Language)
    : 'en';
  return (
    <ChoiceMenu
      label={t('preferences.language')}
      icon={<IconLanguage size={16} />}
      buttonText={compact ? current.toUpperCase() : t(`languages.${current}`)}
      choices={languages}
      current={current}
      choiceText={(lng) => t(`languages.${lng}`)}
      onChoose={(lng) => void i18n.changeLanguage(lng)}
    />
  );
}
