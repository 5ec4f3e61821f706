import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { sportIds } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { FormModal } from '../../../components/confirm-modal';
import { sportOrder } from '../../../config/sports';
import { useCreateAdminEventMutation } from '../api/admin-events-api';
import { useNotify } from '../hooks/use-notify';
import type { AdminEvent } from '../types';
import { validateCreateEvent, type CreateEventDraft, type Errors } from '../validation';

const emptyDraft: CreateEventDraft = { sportId: String(sportIds.cricket), competitionName: '', home: '', away: '', startTime: '' };

/** The "create event" form: sport, competition, home, away and start time (local time). */
export function CreateEventModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (event: AdminEvent) => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [draft, setDraft] = useState<CreateEventDraft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [createAdminEvent] = useCreateAdminEventMutation();
  const set = (field: keyof CreateEventDraft) => (value: string | null) => setDraft((current) => ({ ...current, [field]: value ?? '' }));
  const error = (field: string) => (errors[field] ? t(errors[field].key, errors[field].values ?? {}) : undefined);

  const submit = async () => {
    const found = validateCreateEvent(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const reply = await createAdminEvent({
        sportId: Number(draft.sportId),
        competitionName: draft.competitionName.trim(),
        home: draft.home.trim(),
        away: draft.away.trim(),
        startTime: new Date(draft.startTime).toISOString(),
      }).unwrap();
      notify.success('adminEvents.form.created');
      setDraft(emptyDraft);
      onCreated(reply.event);
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal opened={opened} onClose={onClose} title={t('adminEvents.form.title')} onSubmit={() => void submit()}>
      <Select
        label={t('adminEvents.form.sport')}
        data={sportOrder.map((name) => ({ value: String(sportIds[name]), label: t(`sports.${name}`) }))}
        value={draft.sportId}
        onChange={set('sportId')}
        error={error('sportId')}
        allowDeselect={false}
      />
      <TextInput label={t('adminEvents.form.competition')} value={draft.competitionName} onChange={(e) => set('competitionName')(e.currentTarget.value)} error={error('competitionName')} />
      <TextInput label={t('adminEvents.form.home')} value={draft.home} onChange={(e) => set('home')(e.currentTarget.value)} error={error('home')} />
      <TextInput label={t('adminEvents.form.away')} value={draft.away} onChange={(e) => set('away')(e.currentTarget.value)} error={error('away')} />
      <TextInput type="datetime-local" label={t('adminEvents.form.startTime')} value={draft.startTime} onChange={(e) => set('startTime')(e.currentTarget.value)} error={error('startTime')} />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose}>
          {t('adminEvents.form.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('adminEvents.form.submit')}
        </Button>
      </Group>
    </FormModal>
  );
}
