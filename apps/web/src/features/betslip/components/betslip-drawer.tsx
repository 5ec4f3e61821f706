import { Badge, Button, Drawer } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { betslipClosed, betslipOpened, type BetslipState } from '../betslip-slice';
import classes from './betslip.module.css';
import { BetslipPanel, type BetslipPanelProps } from './betslip-panel';

/**
 * Phones and tablets: a floating button with the leg count opens the slip in a drawer. A new
 * selection asks for it too (`triggerBetslip`).
 */
export function BetslipDrawer(props: BetslipPanelProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const count = useSelector((state: { betslip: BetslipState }) => state.betslip.bets.length);
  const opened = useSelector((state: { betslip: BetslipState }) => state.betslip.triggerBetslip);
  return (
    <>
      {count > 0 && !opened ? (
        <Button
          className={classes.fab}
          radius="xl"
          size="md"
          leftSection={<IconTicket size={18} />}
          rightSection={
            <Badge color="dark" variant="filled" circle>
              {count}
            </Badge>
          }
          aria-label={t('betslip.open', { count })}
          onClick={() => dispatch(betslipOpened())}
        >
          {t('betslip.title')}
        </Button>
      ) : null}
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
    </>
  );
}
