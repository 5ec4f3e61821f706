import { createContext, useContext, type ComponentType } from 'react';
import type { OddsValue } from './odds-direction';

/** A priced selection of an event, as a list or event page shows it. */
export type SelectionButtonProps = {
  gameId: string;
  optionId: string;
  label: string;
  odds: OddsValue;
  hideLabel?: boolean;
  context?: string;
};

/**
 * The odds button the app wires to the betslip. Features render the button from this slot so that
 * the sports screens need not import the betslip feature: the app layer composes them.
 */
const SelectionSlot = createContext<ComponentType<SelectionButtonProps> | null>(null);
export const SelectionSlotProvider = SelectionSlot.Provider;

export function useSelectionButton(): ComponentType<SelectionButtonProps> {
  const component = useContext(SelectionSlot);
  if (!component) throw new Error('SelectionSlotProvider is missing');
  return component;
}
