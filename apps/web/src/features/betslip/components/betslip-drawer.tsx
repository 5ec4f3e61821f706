import { Drawer } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useDispatch, useSelector } from 'react-redux';
import { betslipClosed, type BetslipState } from '../betslip-slice';
import { BetslipPanel, type BetslipPanelProps } from './betslip-panel';
import { QuickBetSheet } from './quick-bet-sheet';
import { SlipBar } from './slip-bar';

/**
 * Phones and tablets: picks gather in the slip bar; the bar's "Open slip" and the tab bar's Betslip
 * button open the slip in a drawer (`triggerBetslip`, shared, never restored after a reload). With
 * quick bet on, a pick opens the quick-bet sheet instead.
 */
export function BetslipDrawer(props: BetslipPanelProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const opened = useSelector((state: { betslip: BetslipState }) => state.betslip.triggerBetslip);
  return (
    <>
      <SlipBar formatOdds={props.formatOdds} />
      <Drawer
        opened={opened}
        onClose={() => dispatch(betslipClosed())}
        position="bottom"
        size="90%"
        aria-label={t('betslip.title')}
        withCloseButton
        closeButtonProps={{ 'aria-label': t('betslip.close') }}
        styles={{ header: { minHeight: 0, paddingBottom: 0 } }}
      >
        <BetslipPanel {...props} />
      </Drawer>
      <QuickBetSheet {...props} />
    </>
  );
}
