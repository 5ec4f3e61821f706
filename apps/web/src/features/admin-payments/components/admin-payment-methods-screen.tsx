import { useState } from 'react';
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCardOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal, FormFailure, FormModal, ModalActions } from '../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ScreenPage } from '../../../components/screen-page';
import { TagBadge } from '../../../components/status-badge';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { remoteOf } from '../../../lib/api-slice';
import { feeRuleText, moneyText } from '../../../lib/amount';
import {
  useAdminPaymentMethodsQuery,
  useCreatePaymentMethodMutation,
  useDeletePaymentMethodMutation,
  useUpdatePaymentMethodMutation,
} from '../api/admin-payments-api';
import { draftOf, emptyPaymentMethodDraft, validatePaymentMethod, type PaymentMethodDraft, type PaymentMethodErrors } from '../payment-method-form';
import { paymentMethodKinds, paymentProviders, type AdminPaymentMethod, type PaymentMethodKind, type PaymentProvider } from '@oddsmith/core';
import { kindIcons } from '../../../components/payment-kind-icons';
import { useCan } from '../../../lib/use-can';

/** The currency limits are shown in: the house currency of the demo (methods carry no currency). */
const displayCurrency = 'EUR';

type Editing = AdminPaymentMethod | 'new' | null;
type FieldError = (field: keyof PaymentMethodErrors) => string | null;

/** Creates or updates the method; a refusal naming a field shows under it, any other in the form. */
function useSaveMethod(editing: Editing, onSaved: () => void) {
  const { t } = useTranslation();
  const [createMethod] = useCreatePaymentMethodMutation();
  const [updateMethod] = useUpdatePaymentMethodMutation();
  const [errors, setErrors] = useState<PaymentMethodErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (draft: PaymentMethodDraft) => {
    const result = validatePaymentMethod(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    try {
      if (editing && editing !== 'new') await updateMethod({ id: editing.id, input: result.input }).unwrap();
      else await createMethod(result.input).unwrap();
      notifications.show({ color: 'brand', title: t('adminBank.methods.saved'), message: result.input.name });
      onSaved();
    } catch (failure) {
      const field = serverFieldOf(failure);
      if (field && ['name', 'provider', 'min', 'max', 'feeFixed', 'feeBasisPoints', 'displayOrder'].includes(field)) setErrors({ [field]: serverMessageOf(failure) });
      else setFormError(serverMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const edited = () => {
    setErrors({});
    setFormError(null);
  };
  const error: FieldError = (field) => (errors[field] ? t(errors[field], { min: '', max: '' }) : null);
  return { save, edited, error, formError, busy };
}

/** The method's fields; amounts as typed text. */
function MethodFields({ draft, set, error }: { draft: PaymentMethodDraft; set: (patch: Partial<PaymentMethodDraft>) => void; error: FieldError }) {
  const { t } = useTranslation();
  const text = (field: 'min' | 'max' | 'feeFixed' | 'displayOrder', inputMode: 'decimal' | 'numeric') => (
    <TextInput label={t(`adminBank.methods.form.${field}`)} inputMode={inputMode} value={draft[field]} error={error(field)} onChange={(event) => set({ [field]: event.currentTarget.value })} />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label={t('adminBank.methods.form.name')} withAsterisk value={draft.name} error={error('name')} onChange={(event) => set({ name: event.currentTarget.value })} />
      <Select
        label={t('adminBank.methods.form.kind')}
        allowDeselect={false}
        data={paymentMethodKinds.map((kind) => ({ value: kind, label: t(`adminBank.methods.kinds.${kind}`) }))}
        value={draft.kind}
        onChange={(value) => set({ kind: (value ?? 'bank_transfer') as PaymentMethodKind })}
      />
      <Select
        label={t('adminBank.methods.form.provider')}
        description={t('adminBank.methods.form.providerHint')}
        withAsterisk
        allowDeselect={false}
        data={paymentProviders.map((provider) => ({ value: provider, label: t(`adminBank.methods.providers.${provider}`) }))}
        value={draft.provider}
        error={error('provider')}
        onChange={(value) => set({ provider: (value ?? 'manual') as PaymentProvider })}
      />
      {text('min', 'decimal')}
      {text('max', 'decimal')}
      {text('feeFixed', 'decimal')}
      <TextInput
        label={t('adminBank.methods.form.feeBasisPoints')}
        description={t('adminBank.methods.form.feeHint')}
        inputMode="numeric"
        value={draft.feeBasisPoints}
        error={error('feeBasisPoints')}
        onChange={(event) => set({ feeBasisPoints: event.currentTarget.value })}
      />
      {text('displayOrder', 'numeric')}
      <Switch mt={{ base: 0, xs: 30 }} label={t('adminBank.methods.form.enabled')} checked={draft.enabled} onChange={(event) => set({ enabled: event.currentTarget.checked })} />
    </SimpleGrid>
  );
}

function MethodFormModal({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PaymentMethodDraft>(editing && editing !== 'new' ? draftOf(editing) : emptyPaymentMethodDraft);
  const { save, edited, error, formError, busy } = useSaveMethod(editing, onSaved);
  const set = (patch: Partial<PaymentMethodDraft>) => {
    setDraft((last) => ({ ...last, ...patch }));
    edited();
  };
  return (
    <FormModal
      opened={editing !== null}
      onClose={onClose}
      onSubmit={() => void save(draft)}
      title={editing === 'new' ? t('adminBank.methods.addTitle') : t('adminBank.methods.editTitle')}
      size="lg"
    >
      <MethodFields draft={draft} set={set} error={error} />
      <Textarea label={t('adminBank.methods.form.instructions')} rows={3} maxLength={2000} value={draft.instructions} onChange={(event) => set({ instructions: event.currentTarget.value })} />
      <FormFailure message={formError} />
      <ModalActions cancelLabel={t('bank.cancel')} onCancel={onClose} confirmLabel={t('adminBank.methods.form.save')} busy={busy} onConfirm={() => void save(draft)} />
    </FormModal>
  );
}

type MethodActions = { toggle: (method: AdminPaymentMethod, enabled: boolean) => void; edit: (method: AdminPaymentMethod) => void; remove: (method: AdminPaymentMethod) => void };

function useMethodColumns(canWrite: boolean, actions: MethodActions): DataTableColumn<AdminPaymentMethod>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    { key: 'order', header: t('adminBank.methods.columns.order'), cell: (method) => method.displayOrder },
    {
      key: 'name',
      header: t('adminBank.methods.columns.name'),
      cell: (method) => {
        const Icon = kindIcons[method.kind];
        return (
          <Group gap="xs" wrap="nowrap">
            <Icon size={18} />
            <Stack gap={0}>
              <Text size="sm" fw={700}>
                {method.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`adminBank.methods.kinds.${method.kind}`)}
              </Text>
            </Stack>
          </Group>
        );
      },
    },
    {
      key: 'provider',
      header: t('adminBank.methods.columns.provider'),
      cell: (method) => (
        <TagBadge>{t(`adminBank.methods.providers.${method.provider}`)}</TagBadge>
      ),
    },
    {
      key: 'limits',
      header: t('adminBank.methods.columns.limits'),
      cell: (method) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {moneyText(method.min, displayCurrency, locale)} – {moneyText(method.max, displayCurrency, locale)}
        </Text>
      ),
    },
    { key: 'fee', header: t('adminBank.methods.columns.fee'), cell: (method) => <Text size="sm">{feeRuleText(method, displayCurrency, locale) ?? t('bank.methods.noFee')}</Text> },
    {
      key: 'enabled',
      header: t('adminBank.methods.columns.enabled'),
      cell: (method) => (
        <Switch
          disabled={!canWrite}
          checked={method.enabled}
          onChange={(event) => actions.toggle(method, event.currentTarget.checked)}
          label={method.enabled ? t('adminBank.methods.enabledOn') : t('adminBank.methods.enabledOff')}
          aria-label={`${method.name}: ${t('adminBank.methods.form.enabled')}`}
        />
      ),
    },
    {
      key: 'actions',
      header: null,
      cell: (method) => (
        <Group gap={4} justify="flex-end" wrap="nowrap" hidden={!canWrite}>
          <Tooltip label={t('adminBank.methods.edit')}>
            <ActionIcon variant="subtle" aria-label={`${t('adminBank.methods.edit')} ${method.name}`} onClick={() => actions.edit(method)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('adminBank.methods.delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={`${t('adminBank.methods.delete')} ${method.name}`} onClick={() => actions.remove(method)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}

type Toggling = { method: AdminPaymentMethod; enabled: boolean };

/** Asks before a live method goes on or off for players: names the method and what changes. */
function ToggleMethodModal({ toggling, onClose, onConfirm }: { toggling: Toggling | null; onClose: () => void; onConfirm: (toggling: Toggling) => void }) {
  const { t } = useTranslation();
  const enabling = toggling?.enabled ?? false;
  return (
    <ConfirmModal
      opened={toggling !== null}
      onClose={onClose}
      title={t(enabling ? 'adminBank.methods.enableTitle' : 'adminBank.methods.disableTitle', { name: toggling?.method.name ?? '' })}
      actions={{
        cancelLabel: t('bank.cancel'),
        confirmLabel: t(enabling ? 'adminBank.methods.enableConfirm' : 'adminBank.methods.disableConfirm'),
        confirmColor: enabling ? undefined : 'red',
        onConfirm: () => toggling && onConfirm(toggling),
      }}
    >
      <Text size="sm">{t(enabling ? 'adminBank.methods.enableText' : 'adminBank.methods.disableText', { name: toggling?.method.name ?? '' })}</Text>
    </ConfirmModal>
  );
}

/** `/caff/admin/payment-methods`: the methods table with create, edit, enable/disable and delete. */
export function AdminPaymentMethodsScreen() {
  const { t } = useTranslation();
  const methods = remoteOf(useAdminPaymentMethodsQuery());
  const [updateMethod] = useUpdatePaymentMethodMutation();
  const [deleteMethod] = useDeletePaymentMethodMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminPaymentMethod | null>(null);
  const [toggling, setToggling] = useState<Toggling | null>(null);
  const [busy, setBusy] = useState(false);
  const canWrite = useCan('paymentMethods.write');
  const failed = (failure: unknown) => notifications.show({ color: 'red', title: t('adminBank.failed'), message: serverMessageOf(failure) });
  const toggle = ({ method, enabled }: Toggling) => {
    setToggling(null);
    void updateMethod({ id: method.id, input: { enabled } }).unwrap().catch(failed);
  };
  const columns = useMethodColumns(canWrite, { toggle: (method, enabled) => setToggling({ method, enabled }), edit: setEditing, remove: setDeleting });

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteMethod(deleting.id).unwrap();
      notifications.show({ color: 'brand', title: t('adminBank.methods.deleted'), message: deleting.name });
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const headerActions = canWrite ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('adminBank.methods.add')}
    </Button>
  ) : null;

  return (
    <ScreenPage size="xl" title={t('adminBank.methods.title')} subtitle={t('adminBank.methods.subtitle')} actions={headerActions}>
      <DataTable
        label={t('adminBank.methods.title')}
        columns={columns}
        rows={methods.data?.methods ?? []}
        rowKey={(method) => method.id}
        rowProps={(method) => ({ opacity: method.enabled ? 1 : 0.6 })}
        // Once loaded, a failed reload keeps the list on screen (the error shows only with nothing to show).
        remote={{ ...methods, status: methods.data ? 'succeeded' : methods.status }}
        minWidth={820}
        highlightOnHover
        skeleton={{ rows: 4 }}
        empty={{ icon: <IconCreditCardOff size={28} />, title: t('adminBank.emptyTitle'), description: t('adminBank.methods.empty') }}
      />
      {editing !== null ? (
        <MethodFormModal
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
      <ToggleMethodModal toggling={toggling} onClose={() => setToggling(null)} onConfirm={toggle} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('adminBank.methods.deleteTitle')}
        actions={{ cancelLabel: t('bank.cancel'), confirmLabel: t('adminBank.methods.delete'), confirmColor: 'red', busy, onConfirm: () => void remove() }}
      >
        <Text size="sm">{t('adminBank.methods.deleteText', { name: deleting?.name ?? '' })}</Text>
      </ConfirmModal>
    </ScreenPage>
  );
}
