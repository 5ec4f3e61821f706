import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../lib/use-translation';
import { BootShellDone } from '../lib/boot-shell';

/** The render-failure screen (seed section 8): exactly 'Something went wrong.' in English. */
export function RenderFailure() {
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <Center mih="50vh" p="md">
      <BootShellDone />
      <Stack align="center" gap="sm" role="alert">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t('errors.render', 'Something went wrong.')}
        </Text>
      </Stack>
    </Center>
  );
}

type Props = { children: ReactNode; resetKey?: string };
type State = { failed: boolean; resetKey: string | undefined };

/** One per area (public, player, staff, partner); a navigation clears it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { failed: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RenderFailure /> : this.props.children;
  }
}
