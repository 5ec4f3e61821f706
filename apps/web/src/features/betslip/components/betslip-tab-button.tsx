import { Badge, UnstyledButton } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useDispatch, useSelector } from 'react-redux';
import { betslipOpened, type BetslipState } from '../betslip-slice';
import classes from './betslip.module.css';

/** The phone tab bar's Betslip tab: icon, label and the selection count; it opens the slip drawer. */
export function BetslipTabButton() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const count = useSelector((state: { betslip: BetslipState }) => state.betslip.bets.length);
  const opened = useSelector((state: { betslip: BetslipState }) => state.betslip.triggerBetslip);
  return (
    <UnstyledButton
      className={classes.tabButton}
      aria-label={t('betslip.open', { count })}
      aria-expanded={opened}
      data-active={opened || undefined}
      onClick={() => dispatch(betslipOpened())}
    >
      <span className={classes.tabIcon}>
        <IconReceipt size={22} aria-hidden />
        {count > 0 ? (
          <Badge size="xs" circle variant="filled" className={classes.tabBadge} data-testid="betslip-tab-count">
            {count}
          </Badge>
        ) : null}
      </span>
      <span className={classes.tabLabel}>{t('betslip.title')}</span>
    </UnstyledButton>
  );
}
