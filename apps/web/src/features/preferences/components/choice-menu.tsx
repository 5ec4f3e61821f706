import type { ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

type ChoiceMenuProps<T extends string> = {
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

/** A header preference: a small button opening the list of choices, the current one checked. */
export function ChoiceMenu<T extends string>({ label, icon, buttonText, choices, current, choiceText, onChoose, hintOf }: ChoiceMenuProps<T>) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="compact-md" h={34} leftSection={icon} aria-label={label}>
          {buttonText}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {choices.map((choice) => (
          <Menu.Item key={choice} onClick={() => onChoose(choice)} rightSection={choice === current ? <IconCheck size={14} /> : (hintOf?.(choice) ?? null)}>
            {choiceText(choice)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
