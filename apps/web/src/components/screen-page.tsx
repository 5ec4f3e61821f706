import type { ReactNode } from 'react';
import { Anchor, Container, type MantineSize } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ScreenTitle } from './screen-title';

type ScreenPageProps = {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** The container's width: `xl` for the staff tables, `lg` (the default) for the player screens. */
  size?: MantineSize;
  /** A link back to where the screen was opened from, above its heading. */
  back?: { to: string; label: string };
  children?: ReactNode;
};

/** Every screen's page: the content width with the screen's heading (name, subtitle, actions) above its body. */
export function ScreenPage({ title, subtitle, actions, size = 'lg', back, children }: ScreenPageProps) {
  return (
    <Container size={size} px={0}>
      {back ? (
        <Anchor component={Link} to={back.to} size="sm" mb="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
          <IconArrowLeft size={14} />
          {back.label}
        </Anchor>
      ) : null}
      <ScreenTitle title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Container>
  );
}
