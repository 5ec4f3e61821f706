import type { ReactNode } from 'react';
import { Paper, Text, Title, type PaperProps } from '@mantine/core';

/** A section's title and the dimmed line that explains it (order 2 for a screen section, 3 for a card). */
export function SectionHeading({ title, text, order = 3 }: { title: ReactNode; text: ReactNode; order?: 2 | 3 }) {
  return (
    <>
      <Title order={order} fz={order === 2 ? 'xl' : 'lg'} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {text}
      </Text>
    </>
  );
}

/** A bordered card with a titled, explained section inside. */
export function SectionCard({ title, text, children, ...paper }: { title: ReactNode; text: ReactNode; children: ReactNode } & PaperProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} {...paper}>
      <SectionHeading title={title} text={text} />
      {children}
    </Paper>
  );
}
