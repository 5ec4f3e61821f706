import { useState } from 'react';
import { PasswordInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { staffRoles, type RegisterAdminUserBody, type StaffRole } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { FormFailure, FormModal, ModalActions } from '../../../components/confirm-modal';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { useCreateStaffMemberMutation } from '../api/admin-staff-api';

const empty: RegisterAdminUserBody = { username: '', email: '', password: '', role: 'support' };

/** Creates a staff account (`register-admin-user`); the server's account rules name the field they refuse. */
export function CreateStaffModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [create, state] = useCreateStaffMemberMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterAdminUserBody>({
    initialValues: empty,
    validate: {
      username: (value) => (value.trim() ? null : t('adminStaff.create.required')),
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : t('adminStaff.create.emailInvalid')),
      password: (value) => (value.length >= 10 ? null : t('adminStaff.create.passwordShort')),
    },
  });
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await create({ ...values, username: values.username.trim(), email: values.email.trim() }).unwrap();
      close();
    } catch (error) {
      const field = serverFieldOf(error);
      if (field && field in empty) form.setFieldError(field, serverMessageOf(error));
      else setFailure(serverMessageOf(error));
    }
  });
  return (
    <FormModal opened={opened} title={t('adminStaff.create.title')} onClose={close} onSubmit={() => submit()}>
      <TextInput label={t('adminStaff.create.username')} withAsterisk autoComplete="off" {...form.getInputProps('username')} />
      <TextInput label={t('adminStaff.create.email')} withAsterisk type="email" autoComplete="off" {...form.getInputProps('email')} />
      <PasswordInput label={t('adminStaff.create.password')} description={t('adminStaff.create.passwordHint')} withAsterisk autoComplete="new-password" {...form.getInputProps('password')} />
      <Select label={t('adminStaff.create.role')} data={staffRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))} allowDeselect={false} {...form.getInputProps('role')} onChange={(value) => form.setFieldValue('role', (value ?? 'support') as StaffRole)} />
      <FormFailure message={failure} />
      <ModalActions cancelLabel={t('reasonModal.cancel')} onCancel={close} confirmLabel={t('adminStaff.create.submit')} onConfirm={() => submit()} busy={state.isLoading} />
    </FormModal>
  );
}
