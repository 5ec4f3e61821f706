import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation';
import { themeToggled, type ThemeState } from '../theme-slice';

/**
 * The light/dark switch. Its hover label is the browser's own (`title`): no floating layer loads with
 * the first screen, and the button stays the same element from hover to click (a tooltip swapped in
 * on hover re-mounted it under the pointer, so a quick tap could be lost).
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const theme = useSelector((state: { theme: ThemeState }) => state.theme);
  const label = theme === 'dark' ? t('preferences.lightMode') : t('preferences.darkMode');
  return (
    <ActionIcon variant="default" size="lg" radius="md" aria-label={label} title={label} onClick={() => dispatch(themeToggled())}>
      {theme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
