import { useState } from 'react';
import { PasswordInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/use-translation';
import { FormFailure, FormModal, ModalActions } from '../../../components/confirm-modal';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { useCreateAgentMutation, type CreateAgentInput } from '../api/admin-agents-api';

type Field = keyof CreateAgentInput;
const fields: Field[] = ['username', 'email', 'password'];
const empty: CreateAgentInput = { username: '', email: '', password: '' };

/** Staff create a cash agent account: username, e-mail and a first password; the server's refusal shows under its field. */
export function CreateAgentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CreateAgentInput>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [create, { isLoading: busy }] = useCreateAgentMutation();
  const close = () => {
    setValues(empty);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    if (busy) return;
    const missing = Object.fromEntries(fields.filter((field) => !values[field].trim()).map((field) => [field, t('adminAgents.create.required')]));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const { agent } = await create({ ...values, username: values.username.trim(), email: values.email.trim() }).unwrap();
      notifications.show({ color: 'brand', title: t('adminAgents.create.done'), message: agent.username });
      close();
    } catch (error) {
      const field = serverFieldOf(error);
      setErrors({ [field && (fields as string[]).includes(field) ? field : 'form']: serverMessageOf(error) });
    }
  };
  const input = (field: Field) => ({
    label: t(`adminAgents.create.${field}`),
    withAsterisk: true,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
    },
  });
  return (
    <FormModal opened={opened} onClose={close} onSubmit={() => void submit()} title={t('adminAgents.create.title')}>
      <TextInput {...input('username')} autoComplete="off" data-autofocus />
      <TextInput {...input('email')} type="email" autoComplete="off" />
      <PasswordInput {...input('password')} autoComplete="new-password" description={t('adminAgents.create.passwordHint')} />
      <FormFailure message={errors.form ?? null} />
      <ModalActions cancelLabel={t('adminAgents.cancel')} onCancel={close} confirmLabel={t('adminAgents.create.submit')} busy={busy} onConfirm={() => void submit()} />
    </FormModal>
  );
}
