import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';

export type ChoiceMenuProps<T extends string> = {
  /** The menu's title and the button's accessible name. */
  label: string;
  icon: ReactNode;
  /** What the button shows for the current choice. */
  buttonText: string;
  choices: readonly T[];
  current: T;
  choiceText: (choice: T) => string;
  onChoose: (choice: T) => void;
  /** Shown beside a choice that is not the current one (the current one gets a check). */
  hintOf?: (choice: T) => ReactNode;
};

const loadDropdown = () => import('./choice-menu-dropdown');
const ChoiceMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.ChoiceMenuDropdown })));

/**
 * A header preference: a small button opening the list of choices, the current one checked. The
 * menu's code (Mantine's floating layer) loads on the first hover, focus or click, not with the page;
 * a click before it arrived opens the menu once it has.
 */
export function ChoiceMenu<T extends string>(props: ChoiceMenuProps<T>) {
  const [loaded, setLoaded] = useState(false);
  const [opened, setOpened] = useState(false);
  const load = () => void loadDropdown().then(() => setLoaded(true));
  const button = (opensMenu: boolean) => (
    <Button
      variant="default"
      size="compact-md"
      h={34}
      leftSection={props.icon}
      aria-label={props.label}
      onPointerEnter={load}
      onFocus={load}
      onClick={
        opensMenu
          ? () => {
              setOpened(true);
              setLoaded(true);
            }
          : undefined
      }
    >
      {props.buttonText}
    </Button>
  );
  if (!loaded) return button(true);
  return (
    <Suspense fallback={button(true)}>
      {/* lazy() drops the type parameter: the dropdown hands back the same choices it was given. */}
      <ChoiceMenuDropdown {...(props as unknown as ChoiceMenuProps<string>)} target={button(false)} opened={opened} onChange={setOpened} />
    </Suspense>
  );
}
