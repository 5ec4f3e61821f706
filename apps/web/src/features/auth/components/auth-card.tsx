import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';

/** The frame of the guest forms: brand, title, a short line and the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Center mih="calc(100dvh - 140px)" py="xl" px="md">
      <Box w="100%" maw={460}>
        <Stack align="center" gap={6} mb="lg">
          <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }}>
            <BrandLogo size={40} />
          </Link>
        </Stack>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} fz={26} mb={4}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm" mb="lg">
              {subtitle}
            </Text>
          ) : null}
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
