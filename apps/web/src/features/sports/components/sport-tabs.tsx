import { Badge, Group, UnstyledButton } from '@mantine/core';
import { IconBallBasketball, IconBallFootball, IconBallTennis, IconCricket, type IconProps } from '@tabler/icons-react';
import { sportIds, type SportName } from '@oddsmith/core';
import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ScrollStrip } from '../../../components/scroll-strip';
import { sportOrder } from '../../../config/sports';
import type { SportSummary } from '../types';
import classes from './sport-tabs.module.css';

export const sportIcons: Record<SportName, ComponentType<IconProps>> = {
  soccer: IconBallFootball,
  tennis: IconBallTennis,
  cricket: IconCricket,
  basketball: IconBallBasketball,
};

type Props = {
  activeSportId: number;
  summaries: SportSummary[];
  /** Which count the tab shows: live matches or upcoming ones. */
  count: 'live' | 'upcoming';
  hrefFor: (sportId: number) => string;
};

/** The sport tabs (soccer, tennis, cricket, basketball) with their live or upcoming counts. */
export function SportTabs({ activeSportId, summaries, count, hrefFor }: Props) {
  const { t } = useTranslation();
  const activeRef = useRef<HTMLAnchorElement>(null);
  const loaded = summaries.length > 0;
  // On a phone the strip is wider than the screen: bring the active pill (cricket on the landing) into view,
  // again once the counts widen the pills. In the next frame, after the browser's own layout: called in
  // the effect it forced a layout of the whole new screen inside the first render's task.
  useEffect(() => {
    const frame = requestAnimationFrame(() => activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [activeSportId, loaded]);
  return (
    <ScrollStrip mb="md">
      <Group gap={8} wrap="nowrap" component="nav" aria-label={t('sportsbook.tabsLabel')}>
        {sportOrder.map((name) => {
          const id = sportIds[name];
          const summary = summaries.find((item) => item.id === id);
          const value = summary ? (count === 'live' ? summary.liveCount : summary.upcomingCount) : null;
          const SportIcon = sportIcons[name];
          const active = id === activeSportId;
          return (
            <UnstyledButton
              key={name}
              component={Link}
              to={hrefFor(id)}
              ref={active ? activeRef : undefined}
              className={classes.tab}
              data-active={active}
              aria-current={active ? 'page' : undefined}
            >
              <SportIcon size={18} aria-hidden="true" />
              <span>{t(`sports.${name}`)}</span>
              {value !== null ? (
                <Badge
                  className={classes.count}
                  size="sm"
                  variant={active ? 'white' : 'light'}
                  color={count === 'live' && value > 0 ? 'red' : 'gray'}
                  aria-label={t(count === 'live' ? 'sportsbook.liveCount' : 'sportsbook.upcomingCount', { count: value })}
                >
                  {value}
                </Badge>
              ) : null}
            </UnstyledButton>
          );
        })}
      </Group>
    </ScrollStrip>
  );
}
