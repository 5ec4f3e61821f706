import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ChoiceMenuProps } from './choice-menu';

/** The menu behind a ChoiceMenu's button: loaded on the first hover, focus or click (it brings Mantine's floating layer). */
export function ChoiceMenuDropdown<T extends string>({
  label,
  choices,
  current,
  choiceText,
  onChoose,
  hintOf,
  target,
  opened,
  onChange,
}: ChoiceMenuProps<T> & { target: ReactNode; opened: boolean; onChange: (opened: boolean) => void }) {
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
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
