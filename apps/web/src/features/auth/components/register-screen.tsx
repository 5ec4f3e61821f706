import { useState } from 'react';
import {
  Checkbox,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendar, IconPhone, IconUser } from '@tabler/icons-react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  checkDateOfBirth,
  checkEmail,
  checkPassword,
  checkUsername,
  currencies,
  currencyDefault,
  passwordLengthMin,
  usernameLengthMax,
  usernameLengthMin,
  type AccountRuleCode,
  type Currency,
} from '@oddsmith/core';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { passwordStrength } from '../password-strength';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { registrationSubmitted, type UserState } from '../user-slice';
import { AuthCard } from './auth-card';
import { EmailInput, ErrorAlert, SubmitAndSwitch } from './form-parts';
import { NewPasswordInput } from './password-input';

type Dispatch = ThunkDispatch<{ user: UserState }, { reload: () => void }, UnknownAction>;

const strengthColor = { weak: 'red', fair: 'orange', good: 'yellow', strong: 'brand' } as const;
const formFields = ['username', 'email', 'password', 'dateOfBirth', 'phone', 'currency'] as const;
const phonePattern = /^\+?[0-9 ()-]{6,20}$/;

/** The form, its checks (core's account rules) and the server's verdict on a field or the whole form. */
function useRegisterForm() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch>();
  const isLoading = useSelector((state: { user: UserState }) => state.user.isLoading);
  const [formError, setFormError] = useState<string | null>(null);

  const ruleText = (code: AccountRuleCode) =>
    t(`validation.${code}`, { min: usernameLengthMin, max: usernameLengthMax, minPassword: passwordLengthMin });

  const form = useForm({
    initialValues: {
      username: '',
      email: '',
      password: '',
      dateOfBirth: '',
      phone: '',
      currency: currencyDefault as string,
      adult: false,
    },
    validate: {
      username: (value) => {
        const result = checkUsername(value.trim());
        return result.ok ? null : ruleText(result.code);
      },
      email: (value) => {
        const result = checkEmail(value.trim());
        return result.ok ? null : ruleText(result.code);
      },
      password: (value) => {
        const result = checkPassword(value);
        return result.ok ? null : ruleText(result.code);
      },
      dateOfBirth: (value) => {
        const result = checkDateOfBirth(value, Date.now());
        return result.ok ? null : ruleText(result.code);
      },
      phone: (value) => (!value.trim() || phonePattern.test(value.trim()) ? null : t('validation.phone')),
      adult: (value) => (value ? null : t('validation.adult')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const result = await dispatch(
      registrationSubmitted({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        dateOfBirth: values.dateOfBirth,
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        currency: values.currency as Currency,
      }),
    );
    if (result.error) {
      const message = serverMessageOf(result.error);
      const field = serverFieldOf(result.error);
      if (field && (formFields as readonly string[]).includes(field)) form.setFieldError(field, message);
      else setFormError(message);
    }
  });
  return { form, submit, formError, isLoading };
}

type RegisterForm = ReturnType<typeof useRegisterForm>['form'];

/** The password with its strength meter. */
function PasswordField({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  const strength = passwordStrength(form.values.password);
  return (
    <Stack gap={6}>
      <NewPasswordInput label={t('auth.fields.password')} {...form.getInputProps('password')} />
      {form.values.password ? (
        <Group gap="xs" wrap="nowrap">
          <Progress value={Math.max(strength.score, 0.4) * 25} color={strengthColor[strength.level]} size="sm" flex={1} aria-label={t('auth.register.strength')} />
          <Text size="xs" c={strengthColor[strength.level]} fw={700} miw={60} ta="right">
            {t(`auth.register.strengthLevels.${strength.level}`)}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

export function RegisterScreen() {
  const { t } = useTranslation();
  const { form, submit, formError, isLoading } = useRegisterForm();
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorAlert>{formError}</ErrorAlert>
          <TextInput
            label={t('auth.fields.username')}
            leftSection={<IconUser size={16} />}
            autoComplete="username"
            required
            {...form.getInputProps('username')}
          />
          <EmailInput {...form.getInputProps('email')} />
          <PasswordField form={form} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('auth.fields.dateOfBirth')}
              type="date"
              leftSection={<IconCalendar size={16} />}
              autoComplete="bday"
              required
              {...form.getInputProps('dateOfBirth')}
            />
            <Select
              label={t('auth.fields.currency')}
              data={currencies.map((code) => ({ value: code, label: code }))}
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
          </SimpleGrid>
          <TextInput
            label={t('auth.fields.phone')}
            description={t('common.optional')}
            type="tel"
            leftSection={<IconPhone size={16} />}
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <Checkbox label={t('auth.register.adult')} {...form.getInputProps('adult', { type: 'checkbox' })} />
          <SubmitAndSwitch submit={t('auth.register.submit')} loading={isLoading} question={t('auth.register.haveAccount')} link={t('auth.register.loginLink')} to={paths.login.getHref()} />
        </Stack>
      </form>
    </AuthCard>
  );
}
