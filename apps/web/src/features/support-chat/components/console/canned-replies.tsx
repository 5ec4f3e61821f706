import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconBolt, IconPencil, IconTrash } from '@tabler/icons-react';
import { chatMessageLengthMax } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { FormFailure } from '../../../../components/confirm-modal';
import { serverMessageOf } from '../../../../lib/api-client';
import { useCannedRepliesQuery, useDeleteCannedReplyMutation, useSaveCannedReplyMutation, type CannedReply } from '../../api/support-chat-api';

/** The quick-answer button beside the field: one click inserts a canned reply; "Manage" edits them. */
export function CannedRepliesPicker({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  const [managing, setManaging] = useState(false);
  const replies = useCannedRepliesQuery();
  return (
    <>
      <Menu position="top-start" width={280} withinPortal>
        <Menu.Target>
          <ActionIcon size="lg" variant="light" aria-label={t('supportChat.console.canned')}>
            <IconBolt size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {(replies.data ?? []).map((reply) => (
            <Menu.Item key={reply.id} onClick={() => onInsert(reply.body)}>
              <Text size="sm" fw={600}>
                {reply.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {reply.body}
              </Text>
            </Menu.Item>
          ))}
          {replies.data?.length === 0 ? <Menu.Label>{t('supportChat.console.cannedEmpty')}</Menu.Label> : null}
          <Menu.Divider />
          <Menu.Item onClick={() => setManaging(true)}>{t('supportChat.console.cannedManage')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CannedRepliesManager opened={managing} onClose={() => setManaging(false)} replies={replies.data ?? []} />
    </>
  );
}

type Draft = { id: string | null; title: string; body: string };
const blank: Draft = { id: null, title: '', body: '' };

function CannedReplyForm({ draft, onChange, onDone }: { draft: Draft; onChange: (draft: Draft) => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [save, { isLoading, error }] = useSaveCannedReplyMutation();
  const submit = async () => {
    if (!draft.title.trim() || !draft.body.trim()) return;
    const saved = await save({ id: draft.id, title: draft.title.trim(), body: draft.body.trim() }).unwrap().then(() => true, () => false);
    if (saved) onDone();
  };
  return (
    <Stack gap="xs">
      <TextInput label={t('supportChat.console.cannedTitle')} maxLength={80} value={draft.title} onChange={(event) => onChange({ ...draft, title: event.currentTarget.value })} />
      <Textarea label={t('supportChat.console.cannedBody')} rows={3} maxLength={chatMessageLengthMax} value={draft.body} onChange={(event) => onChange({ ...draft, body: event.currentTarget.value })} />
      <FormFailure message={error ? serverMessageOf(error) : null} />
      <Group justify="flex-end">
        {draft.id ? (
          <Button variant="default" onClick={onDone}>
            {t('supportChat.console.cannedCancel')}
          </Button>
        ) : null}
        <Button onClick={() => void submit()} loading={isLoading} disabled={!draft.title.trim() || !draft.body.trim()}>
          {draft.id ? t('supportChat.console.cannedSave') : t('supportChat.console.cannedAdd')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Add, edit and delete the team's canned replies. */
export function CannedRepliesManager({ opened, onClose, replies }: { opened: boolean; onClose: () => void; replies: CannedReply[] }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(blank);
  const [remove] = useDeleteCannedReplyMutation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('supportChat.console.cannedManage')} size="lg">
      <Stack gap="sm">
        {replies.map((reply) => (
          <Group key={reply.id} justify="space-between" wrap="nowrap" align="flex-start" data-testid="canned-row">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="sm">
                {reply.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {reply.body}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={t('supportChat.console.cannedEdit', { title: reply.title })} onClick={() => setDraft({ id: reply.id, title: reply.title, body: reply.body })}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={t('supportChat.console.cannedDelete', { title: reply.title })} onClick={() => void remove(reply.id)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <CannedReplyForm key={draft.id ?? 'new'} draft={draft} onChange={setDraft} onDone={() => setDraft(blank)} />
      </Stack>
    </Modal>
  );
}
