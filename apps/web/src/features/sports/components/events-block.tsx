import type { CSSProperties, ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { columnsOf, optionCountOf } from '../list-market';
import type { SportEvent } from '../types';
import { ColumnHeadings } from './event-list';
import { EventRowView } from './event-row';
import classes from './sports.module.css';

type Props = { title: string; events: readonly SportEvent[]; action?: ReactNode };

/** Events held outside the store (starting soon, the landing's preview) under one heading row with their 1 / X / 2 columns. */
export function EventsBlock({ title, events, action }: Props) {
  const optionCount = optionCountOf(events, 'main');
  const columns = columnsOf('main', optionCount).length;
  return (
    <>
      <div className={`${classes.row} ${classes.groupHeader}`} style={{ '--cols': columns } as CSSProperties}>
        <Group gap={8} wrap="nowrap" className={classes.groupName}>
          <Text fw={800} size="xs" truncate>
            {title}
          </Text>
          {action}
        </Group>
        <ColumnHeadings kind="main" optionCount={optionCount} />
        <span />
      </div>
      {events.map((event) => (
        <EventRowView key={event.id} event={event} columns={columns} />
      ))}
    </>
  );
}
