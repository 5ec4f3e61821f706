import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal, FormModal } from './confirm-modal';

function renderModal(props: Partial<Parameters<typeof ConfirmModal>[0]> = {}) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  render(
    <MantineProvider env="test">
      <ConfirmModal opened title="Void ticket" onClose={onClose} actions={{ cancelLabel: 'Cancel', confirmLabel: 'Void', confirmColor: 'red', onConfirm }} {...props}>
        <p>Stake goes back</p>
      </ConfirmModal>
    </MantineProvider>,
  );
  return { onClose, onConfirm };
}

describe('ConfirmModal', () => {
  it('shows its content, then cancel and the action; cancel closes, the action confirms', () => {
    const { onClose, onConfirm } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Void ticket' })).toBeInTheDocument();
    expect(screen.getByText('Stake goes back')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the last failure above the buttons', () => {
    renderModal({ failure: 'Ticket already void' });
    expect(screen.getByRole('alert')).toHaveTextContent('Ticket already void');
  });

  it('turns cancel off while the action is on its way', () => {
    renderModal({ actions: { cancelLabel: 'Cancel', confirmLabel: 'Void', onConfirm: vi.fn(), busy: true } });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('renders no content while closed', () => {
    renderModal({ opened: false });
    expect(screen.queryByText('Stake goes back')).not.toBeInTheDocument();
  });
});

describe('FormModal', () => {
  it('submits its form (Enter or a submit button) without the browser reloading the page', () => {
    const onSubmit = vi.fn();
    render(
      <MantineProvider env="test">
        <FormModal opened title="Add market" onClose={vi.fn()} onSubmit={onSubmit}>
          <input aria-label="Name" required />
          <button type="submit">Save</button>
        </FormModal>
      </MantineProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Add market' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
