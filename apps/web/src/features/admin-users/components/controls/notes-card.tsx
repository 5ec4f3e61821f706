import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { userNoteLengthMax } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { ErrorState } from '../../../../components/error-state';
import { SectionCard } from '../../../../components/section-card';
import { serverMessageOf } from '../../../../lib/api-client';
import { useAddUserNoteMutation, useUserNotesQuery } from '../../api/user-controls-api';

/** Staff notes on the user (never shown to them), newest first; writing one needs `users.manage`. */
export function NotesCard({ userId, canWrite }: { userId: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const notes = useUserNotesQuery(userId);
  const [add, adding] = useAddUserNoteMutation();
  const [body, setBody] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    setFailure(null);
    try {
      await add({ userId, body: body.trim() }).unwrap();
      setBody('');
    } catch (error) {
      setFailure(serverMessageOf(error));
    }
  };
  return (
    <SectionCard title={t('userControls.notes.title')} text={t('userControls.notes.text')}>
      {canWrite ? (
        <Stack gap="xs" mb="md">
          <Textarea aria-label={t('userControls.notes.new')} placeholder={t('userControls.notes.placeholder')} rows={3} maxLength={userNoteLengthMax} value={body} error={failure} onChange={(event) => setBody(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button size="xs" disabled={body.trim() === ''} loading={adding.isLoading} onClick={() => void save()}>
              {t('userControls.notes.add')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {notes.isLoading ? <Skeleton h={60} /> : null}
      {notes.isError ? <ErrorState message={serverMessageOf(notes.error)} onRetry={() => void notes.refetch()} /> : null}
      {notes.data?.length === 0 ? <Text size="sm" c="dimmed">{t('userControls.notes.empty')}</Text> : null}
      <Stack gap="sm">
        {notes.data?.map((note) => (
          <div key={note.id}>
            <Text size="xs" c="dimmed">{`${note.authorUsername ?? t('adminHistory.system')} · ${new Date(note.createdAt).toLocaleString(i18n.resolvedLanguage)}`}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{note.body}</Text>
          </div>
        ))}
      </Stack>
    </SectionCard>
  );
}
