import type { ReactNode } from 'react';
import { Box, Center, Paper, Text, Title } from '@mantine/core';

/** The partner area's form frame (features keep their own components). */
export function AuthCardFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Center mih="calc(100dvh - 140px)" py="xl" px="md">
      <Box w="100%" maw={520}>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} fz={26} mb={4}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            {subtitle}
          </Text>
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
