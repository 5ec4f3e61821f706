import { IconPercentage } from '@tabler/icons-react';
import { formatOdds, oddsFormats, oddsToMilli } from '@oddsmith/core';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation';
import { oddsFormatChosen, type OddTypeState } from '../odd-type-slice';
import { ChoiceMenu } from './choice-menu';

/** An example price so each format is shown as it will look (2.50 = 6/4 = +150). */
const sampleOddsMilli = oddsToMilli(2.5);

export function OddsFormatSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const oddType = useSelector((state: { oddType: OddTypeState }) => state.oddType);
  return (
    <ChoiceMenu
      label={t('preferences.oddsFormat')}
      icon={<IconPercentage size={16} />}
      buttonText={compact ? formatOdds(sampleOddsMilli, oddType) : t(`oddsFormats.${oddType}`)}
      choices={oddsFormats}
      current={oddType}
      choiceText={(format) => t(`oddsFormats.${format}`)}
      onChoose={(format) => dispatch(oddsFormatChosen(format))}
      hintOf={(format) => formatOdds(sampleOddsMilli, format)}
    />
  );
}
