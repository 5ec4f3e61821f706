import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { themeToggled, type ThemeState } from '../theme-slice';

/** The tooltip's code (Mantine's floating layer) loads on the first hover or focus, not with the page. */
const HoverLabel = lazy(() => import('./hover-label').then((module) => ({ default: module.HoverLabel })));

export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const theme = useSelector((state: { theme: ThemeState }) => state.theme);
  const [hovered, setHovered] = useState(false);
  const [wanted, setWanted] = useState(false);
  const label = theme === 'dark' ? t('preferences.lightMode') : t('preferences.darkMode');
  const show = () => {
    setWanted(true);
    setHovered(true);
  };
  const hide = () => setHovered(false);
  const button = (
    <ActionIcon variant="default" size="lg" radius="md" aria-label={label} onClick={() => dispatch(themeToggled())} onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {theme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <HoverLabel label={label} opened={hovered}>
        {button}
      </HoverLabel>
    </Suspense>
  );
}
