import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../../lib/i18n';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = (languages as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as Language)
    : 'en';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-md"
          h={34}
          leftSection={<IconLanguage size={16} />}
          aria-label={t('preferences.language')}
        >
          {compact ? current.toUpperCase() : t(`languages.${current}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('preferences.language')}</Menu.Label>
        {languages.map((lng) => (
          <Menu.Item
            key={lng}
            onClick={() => void i18n.changeLanguage(lng)}
            rightSection={lng === current ? <IconCheck size={14} /> : null}
          >
            {t(`languages.${lng}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
