import { useState } from 'react';
import { SegmentedControl, Select, TextInput } from '@mantine/core';
import { sportIds, type CreateExchangeEventRequest } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { FormFailure, FormModal, ModalActions } from '../../../components/confirm-modal';
import { sportOrder } from '../../../config/sports';
import { useSubmitting } from '../../../lib/use-submitting';
import { useCreateAdminExchangeEventMutation } from '../api/admin-exchange-api';
import { emptyEventDraft, manualRequestOf, type DraftErrors, type EventDraft } from '../event-draft';
import { LinkEventField } from './link-event-field';
import { MarketRows } from './market-rows';

type Mode = 'manual' | 'feed';
const defaultSport = String(sportIds.soccer);

/** Name, sport and start of a staff-made event, then its markets. */
function ManualFields({ draft, errors, onChange }: { draft: EventDraft; errors: DraftErrors; onChange: (draft: EventDraft) => void }) {
  const { t } = useTranslation();
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <>
      <TextInput label={t('adminExchange.create.name')} value={draft.name} error={error('name')} onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })} />
      <Select
        label={t('adminExchange.columns.sport')}
        data={sportOrder.map((name) => ({ value: String(sportIds[name]), label: t(`sports.${name}`) }))}
        value={draft.sportId}
        allowDeselect={false}
        error={error('sportId')}
        onChange={(sportId) => onChange({ ...draft, sportId: sportId ?? '' })}
      />
      <TextInput type="datetime-local" label={t('adminExchange.create.startsAt')} value={draft.startsAt} error={error('startsAt')} onChange={(event) => onChange({ ...draft, startsAt: event.currentTarget.value })} />
      <MarketRows markets={draft.markets} errors={errors} onChange={(markets) => onChange({ ...draft, markets })} />
    </>
  );
}

/** The form's state and its submit: a manual event's checked body or the picked sportsbook event. */
function useCreateForm(onCreated: (id: string) => void) {
  const [mode, setMode] = useState<Mode>('manual');
  const [draft, setDraft] = useState<EventDraft>(() => emptyEventDraft(defaultSport));
  const [linked, setLinked] = useState<string | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const { busy, failure, setFailure, submit } = useSubmitting();
  const [create] = useCreateAdminExchangeEventMutation();
  const reset = () => {
    setDraft(emptyEventDraft(defaultSport));
    setLinked(null);
    setErrors({});
    setFailure(null);
  };
  const send = async () => {
    let body: CreateExchangeEventRequest;
    if (mode === 'feed') {
      if (!linked) return setErrors({ link: 'adminExchange.create.errors.linkRequired' });
      body = { source: 'feed', eventId: linked };
    } else {
      const checked = manualRequestOf(draft);
      if (!checked.body) return setErrors(checked.errors);
      body = checked.body;
    }
    setErrors({});
    await submit(async () => {
      const event = await create(body).unwrap();
      reset();
      onCreated(event.id);
    });
  };
  return { mode, setMode, draft, setDraft, linked, setLinked, errors, busy, failure, reset, send };
}

/** "Create event": a staff-made event with its markets and runners, or a link to an upcoming sportsbook event. */
export function CreateExchangeEventModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const form = useCreateForm(onCreated);
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormModal opened={opened} onClose={close} title={t('adminExchange.create.title')} onSubmit={() => void form.send()} size="lg">
      <SegmentedControl
        fullWidth
        aria-label={t('adminExchange.create.mode')}
        value={form.mode}
        onChange={(value) => form.setMode(value as Mode)}
        data={[
          { value: 'manual', label: t('adminExchange.create.manual') },
          { value: 'feed', label: t('adminExchange.create.link') },
        ]}
      />
      {form.mode === 'manual' ? (
        <ManualFields draft={form.draft} errors={form.errors} onChange={form.setDraft} />
      ) : (
        <LinkEventField value={form.linked} error={form.errors.link ? t(form.errors.link) : undefined} onChange={form.setLinked} />
      )}
      <FormFailure message={form.failure ?? (form.errors.form ? t(form.errors.form) : null)} />
      <ModalActions cancelLabel={t('adminExchange.cancel')} onCancel={close} confirmLabel={t('adminExchange.create.submit')} busy={form.busy} onConfirm={() => void form.send()} />
    </FormModal>
  );
}
