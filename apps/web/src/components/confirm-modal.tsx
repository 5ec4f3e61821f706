import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, type AlertProps, type MantineSize } from '@mantine/core';

export type ModalActionsProps = {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm: () => void;
  /** A destructive action in red; the theme's primary colour otherwise. */
  confirmColor?: string;
  /** The action is on its way: it spins and cancel is off. */
  busy?: boolean;
  confirmDisabled?: boolean;
};

/** A dialog's footer: cancel, then the action (texts already translated). */
export function ModalActions({ cancelLabel, onCancel, confirmLabel, onConfirm, confirmColor, busy = false, confirmDisabled }: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button color={confirmColor} loading={busy} disabled={confirmDisabled} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Group>
  );
}

/** A failed submit's message inside a dialog or form. */
export function FormFailure({ message, ...space }: { message: string | null } & Pick<AlertProps, 'mt' | 'mb'>) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" {...space}>
      {message}
    </Alert>
  );
}

/**
 * A centred dialog that asks before an action: its content (a summary, a reason field), a failure
 * message if the last try failed, then cancel and the action. The content shows only while open.
 */
export function ConfirmModal({
  opened,
  title,
  onClose,
  failure = null,
  size,
  actions,
  children,
}: {
  opened: boolean;
  title: ReactNode;
  onClose: () => void;
  failure?: string | null;
  size?: MantineSize;
  actions: Omit<ModalActionsProps, 'onCancel'> & { onCancel?: () => void };
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      {opened ? (
        <Stack gap="md">
          {children}
          <FormFailure message={failure} />
          <ModalActions {...actions} onCancel={actions.onCancel ?? onClose} />
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * A centred dialog around a form (Enter submits; the browser's own validation is off, the form
 * shows its own errors). The content shows only while open.
 */
export function FormModal({
  opened,
  title,
  onClose,
  onSubmit,
  size,
  children,
}: {
  opened: boolean;
  title: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  size?: MantineSize;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      {opened ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack gap="sm">{children}</Stack>
        </form>
      ) : null}
    </Modal>
  );
}
