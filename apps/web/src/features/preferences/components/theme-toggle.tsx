import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { themeToggled, type ThemeState } from '../theme-slice';

export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const theme = useSelector((state: { theme: ThemeState }) => state.theme);
  const label = theme === 'dark' ? t('preferences.lightMode') : t('preferences.darkMode');
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" radius="md" aria-label={label} onClick={() => dispatch(themeToggled())}>
        {theme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
