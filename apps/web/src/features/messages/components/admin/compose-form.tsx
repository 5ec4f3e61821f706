import { Alert, Button, Group, Loader, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconSend, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { messageBodyLengthMax, messageSubjectLengthMax, type MessageAudience } from '@oddsmith/core';
import { ConfirmModal, FormFailure } from '../../../../components/confirm-modal';
import { SectionCard } from '../../../../components/section-card';
import { useAudienceCountQuery } from '../../api/admin-messages-api';
import { countArgsOf, emptyAudience } from './audience';
import { AudiencePicker } from './audience-picker';
import { useCompose } from './use-compose';

/** How many players the audience reaches now (asked again as the audience changes). */
function RecipientCount({ audience }: { audience: MessageAudience | null }) {
  const { t } = useTranslation();
  const { data, isFetching, isError } = useAudienceCountQuery(audience ? countArgsOf(audience) : { kind: 'all' }, { skip: !audience });
  let text = t('adminMessages.count.pick');
  if (audience && isError) text = t('adminMessages.count.failed');
  else if (audience && data) text = t('adminMessages.count.recipients', { count: data.recipients });
  return (
    <Group gap="xs" data-testid="recipient-count">
      <IconUsers size={16} />
      <Text size="sm" fw={600}>{text}</Text>
      {audience && isFetching ? <Loader size="xs" /> : null}
    </Group>
  );
}

/**
 * The compose form: subject, plain-text body, audience with its live recipient count. Sending to a
 * segment asks first (with the count); one player is sent at once.
 */
export function ComposeForm({ initialUserId }: { initialUserId: string | null }) {
  const { t } = useTranslation();
  const form = useCompose({ ...emptyAudience, userId: initialUserId }, t('adminMessages.errors.audience'));
  const [confirming, setConfirming] = useState(false);
  const count = useAudienceCountQuery(form.audience ? countArgsOf(form.audience) : { kind: 'all' }, { skip: !form.audience }).data?.recipients;
  const ask = () => {
    if (!form.check()) return;
    if (form.audience?.kind === 'player') void form.submit();
    else setConfirming(true);
  };
  const confirm = async () => {
    if (await form.submit()) setConfirming(false);
  };
  return (
    <SectionCard title={t('adminMessages.compose.title')} text={t('adminMessages.compose.text')}>
      <form noValidate onSubmit={(event) => { event.preventDefault(); ask(); }}>
        <Stack gap="sm">
          <AudiencePicker draft={form.draft} onChange={form.setDraft} error={form.errors.audience} />
          <RecipientCount audience={form.audience} />
          <TextInput label={t('adminMessages.compose.subject')} value={form.subject} onChange={(event) => form.setSubject(event.currentTarget.value)} error={form.errors.subject} maxLength={messageSubjectLengthMax + 20} />
          <Textarea
            label={t('adminMessages.compose.body')}
            description={t('adminMessages.compose.bodyHint', { max: messageBodyLengthMax })}
            value={form.body}
            onChange={(event) => form.setBody(event.currentTarget.value)}
            error={form.errors.body}
            rows={7}
          />
          {form.sent ? (
            <Alert color="green" variant="light" role="status">
              {t('adminMessages.compose.sent', { count: form.sent.recipients, audience: form.sent.audienceLabel })}
            </Alert>
          ) : null}
          {confirming ? null : <FormFailure message={form.errors.form ?? null} />}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={form.sending && !confirming}>
              {t('adminMessages.compose.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        title={t('adminMessages.confirm.title')}
        onClose={() => setConfirming(false)}
        failure={form.errors.form ?? null}
        actions={{ cancelLabel: t('adminMessages.confirm.cancel'), confirmLabel: t('adminMessages.confirm.send'), onConfirm: () => void confirm(), busy: form.sending }}
      >
        <Text size="sm">{t('adminMessages.confirm.text', { count: count ?? 0, subject: form.subject.trim() })}</Text>
      </ConfirmModal>
    </SectionCard>
  );
}
