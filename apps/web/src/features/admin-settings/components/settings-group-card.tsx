import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { currencyDefault, type AdminSettingGroup } from '@oddsmith/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/use-translation';
import { SectionCard } from '../../../components/section-card';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { usePatchSettingsMutation } from '../api/settings-api';
import { draftOf, draftOfGroup, patchOf, sameDraft, type Draft, type FieldProblem } from '../setting-values';
import { SettingFieldInput } from './setting-field-input';

type Errors = Record<string, string>;

/** The draft, whether it differs from what is saved, and the field problems (ours or the server's). The screen remounts the card when the saved values change. */
function useGroupDraft(group: AdminSettingGroup) {
  const saved = useMemo(() => draftOfGroup(group), [group]);
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const dirty = group.fields.some((field) => !sameDraft(draft[field.key], saved[field.key]));
  return { saved, draft, setDraft, errors, setErrors, dirty };
}

/** One settings group: its fields, "save" when something changed, "discard", each field's "reset to default". */
export function SettingsGroupCard({ group, readOnly }: { group: AdminSettingGroup; readOnly: boolean }) {
  const { t } = useTranslation();
  const { saved, draft, setDraft, errors, setErrors, dirty } = useGroupDraft(group);
  const [patch, patching] = usePatchSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const problemText = (problem: FieldProblem) => t(`adminSettings.problems.${problem.key}`, { min: problem.min, max: problem.max });
  const save = async () => {
    const { body, problems } = patchOf(group, draft);
    setFailure(null);
    setErrors(Object.fromEntries(Object.entries(problems).map(([path, problem]) => [path, problemText(problem)])));
    if (Object.keys(problems).length > 0 || Object.keys(body).length === 0) return;
    try {
      await patch({ group: group.id, body }).unwrap();
      notifications.show({ color: 'green', message: t('adminSettings.saved', { group: t(`adminSettings.groups.${group.id}.title`) }) });
    } catch (error) {
      const field = serverFieldOf(error);
      if (field && field !== 'body') setErrors({ [field]: serverMessageOf(error) });
      else setFailure(serverMessageOf(error));
    }
  };
  return (
    <section aria-label={t(`adminSettings.groups.${group.id}.title`)}>
      <SectionCard title={t(`adminSettings.groups.${group.id}.title`)} text={t(`adminSettings.groups.${group.id}.text`)}>
        <Stack gap="md">
          {group.fields.map((field) => (
            <SettingFieldInput
              key={field.key}
              group={group.id}
              field={field}
              currency={currencyDefault}
              value={draft[field.key] ?? draftOf(field, field.value)}
              onChange={(value) => setDraft((current) => ({ ...current, [field.key]: value }))}
              onReset={() => setDraft((current) => ({ ...current, [field.key]: draftOf(field, field.default) }))}
              errors={errors}
              readOnly={readOnly}
            />
          ))}
          {failure ? <Alert color="red">{failure}</Alert> : null}
          {readOnly ? null : (
            <Group justify="flex-end" gap="sm">
              {dirty ? <Text size="sm" c="dimmed">{t('adminSettings.unsaved')}</Text> : null}
              <Button variant="default" disabled={!dirty || patching.isLoading} onClick={() => { setDraft(saved); setErrors({}); setFailure(null); }}>
                {t('adminSettings.discard')}
              </Button>
              <Button disabled={!dirty} loading={patching.isLoading} onClick={() => void save()}>
                {t('adminSettings.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </SectionCard>
    </section>
  );
}
