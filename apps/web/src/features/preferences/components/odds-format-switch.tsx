import { Button, Menu } from '@mantine/core';
import { IconCheck, IconPercentage } from '@tabler/icons-react';
import { formatOdds, oddsFormats, oddsToMilli } from '@oddsmith/core';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { oddsFormatChosen, type OddTypeState } from '../odd-type-slice';

/** An example price so each format is shown as it will look (2.50 = 6/4 = +150). */
const sampleOddsMilli = oddsToMilli(2.5);

export function OddsFormatSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const oddType = useSelector((state: { oddType: OddTypeState }) => state.oddType);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-md"
          h={34}
          leftSection={<IconPercentage size={16} />}
          aria-label={t('preferences.oddsFormat')}
        >
          {compact ? formatOdds(sampleOddsMilli, oddType) : t(`oddsFormats.${oddType}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('preferences.oddsFormat')}</Menu.Label>
        {oddsFormats.map((format) => (
          <Menu.Item
            key={format}
            onClick={() => dispatch(oddsFormatChosen(format))}
            rightSection={format === oddType ? <IconCheck size={14} /> : formatOdds(sampleOddsMilli, format)}
          >
            {t(`oddsFormats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
