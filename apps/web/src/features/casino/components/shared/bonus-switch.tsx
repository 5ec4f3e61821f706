import { useState } from 'react';
import { Switch } from '@mantine/core';
import { useTranslation } from '../../../../lib/use-translation';
import { useAppSelector } from '../../../../app/hooks';
import { moneyText } from '../../../../lib/money-text';

/** The signed-in player's bonus balance (0 when signed out), as the betslip reads it. */
export function useBonusBalance(): number {
  return useAppSelector((state) => state.user.user?.bonusBalance ?? 0);
}

type BonusSwitchProps = {
  game: { bonusAllowed: boolean };
  bonusBalance: number;
  currency: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** "Use bonus balance" beside the stake: only on a game that allows bonus play, for a player holding bonus money. */
export function BonusSwitch({ game, bonusBalance, currency, checked, onChange, disabled = false }: BonusSwitchProps) {
  const { t, i18n } = useTranslation();
  if (!game.bonusAllowed || bonusBalance <= 0) return null;
  return (
    <Switch
      label={t('casinoShared.useBonus')}
      description={t('casinoShared.bonusBalance', { amount: moneyText(bonusBalance, currency, i18n.language) })}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** The switch's state for one game: `useBonus` is what a round sends (false when the switch is hidden). */
export function useBonusChoice(game: { bonusAllowed: boolean }) {
  const bonusBalance = useBonusBalance();
  const [checked, setChecked] = useState(false);
  return { bonusBalance, checked, setChecked, useBonus: checked && game.bonusAllowed && bonusBalance > 0 };
}
