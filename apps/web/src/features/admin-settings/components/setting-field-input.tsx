import { Group, SimpleGrid, Stack, Switch, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { AdminSettingField } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { MoneyInput } from '../../../components/money-input';
import { shownText, type DraftValue } from '../setting-values';

export type FieldInputProps = {
  group: string;
  field: AdminSettingField;
  value: DraftValue;
  onChange: (value: DraftValue) => void;
  /** Problem texts by field path (`stakeMax.EUR` for one currency). */
  errors: Record<string, string>;
  readOnly: boolean;
};

/** The unit shown beside a number ("s", "%"), none for money (the currency's symbol) and booleans. */
function unitSuffix(unit: AdminSettingField['unit']): string | null {
  if (unit === 'ms' || unit === 'seconds') return 's';
  if (unit === 'basisPoints' || unit === 'percent') return '%';
  return null;
}

/** "Default: 5 s · 0 – 60 s" under the label, in the unit the field shows. */
function useHint(field: AdminSettingField): string {
  const { t } = useTranslation();
  const suffix = unitSuffix(field.unit) ?? '';
  const text = (value: number | null) => `${shownText(field.unit, value)}${suffix ? ` ${suffix}` : ''}`;
  if (field.unit === 'boolean') return t('adminSettings.defaultValue', { value: t(field.default ? 'adminSettings.on' : 'adminSettings.off') });
  const range = `${t('adminSettings.range', { min: text(field.min), max: text(field.max) })}${field.nullable ? ` · ${t('adminSettings.emptyIsNone')}` : ''}`;
  if (typeof field.default === 'number') return `${t('adminSettings.defaultValue', { value: text(field.default) })} · ${range}`;
  return range;
}

function PerCurrencyInputs({ group, field, value, onChange, errors, readOnly }: Omit<FieldInputProps, 'value'> & { value: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const defaults = (field.default ?? {}) as Record<string, number | null>;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {Object.entries(value).map(([currency, text]) => (
        <MoneyInput
          key={currency}
          label={currency}
          aria-label={t('adminSettings.inCurrency', { field: t(`adminSettings.fields.${group}.${field.key}.label`), currency })}
          description={t('adminSettings.defaultValue', { value: defaults[currency] == null ? t('adminSettings.none') : shownText('cents', defaults[currency]) })}
          currency={currency}
          locale={i18n.language}
          value={text}
          onChange={(next) => onChange({ ...value, [currency]: next })}
          error={errors[`${field.key}.${currency}`]}
          readOnly={readOnly}
        />
      ))}
    </SimpleGrid>
  );
}

/** One setting: a switch, a number in its unit, or a money amount per currency; with its default, range and "reset to default". */
export function SettingFieldInput(props: FieldInputProps & { onReset: () => void; currency: string }) {
  const { group, field, value, onChange, errors, readOnly, onReset, currency } = props;
  const { t, i18n } = useTranslation();
  const label = t(`adminSettings.fields.${group}.${field.key}.label`);
  const help = t(`adminSettings.fields.${group}.${field.key}.help`);
  const hint = useHint(field);
  const reset = readOnly ? null : (
    <UnstyledButton onClick={onReset} fz="xs" c="blue" aria-label={t('adminSettings.resetFieldNamed', { field: label })}>
      {t('adminSettings.resetField')}
    </UnstyledButton>
  );
  if (typeof value === 'boolean') {
    return (
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Switch label={label} aria-label={label} description={`${help} ${hint}`} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} disabled={readOnly} error={errors[field.key]} />
        {reset}
      </Group>
    );
  }
  if (typeof value === 'object') {
    return (
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">{label}</Text>
          {reset}
        </Group>
        <Text size="xs" c="dimmed">{`${help} ${hint}`}</Text>
        <PerCurrencyInputs {...props} value={value} />
      </Stack>
    );
  }
  const common = { label, description: `${help} ${hint}`, value, error: errors[field.key], readOnly, inputWrapperOrder: ['label', 'description', 'input', 'error'] as ('label' | 'description' | 'input' | 'error')[] };
  const suffix = unitSuffix(field.unit);
  return (
    <Stack gap={2}>
      {field.unit === 'cents' ? (
        <MoneyInput {...common} currency={currency} locale={i18n.language} onChange={onChange} />
      ) : (
        <TextInput {...common} inputMode="decimal" autoComplete="off" onChange={(event) => onChange(event.currentTarget.value)} rightSection={suffix ? <Text size="sm" c="dimmed" aria-hidden>{suffix}</Text> : null} />
      )}
      <Group justify="flex-end">{reset}</Group>
    </Stack>
  );
}
