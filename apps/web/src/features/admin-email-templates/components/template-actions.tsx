import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy, IconRestore, IconSend } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import type { TemplateEditorState } from './use-template-editor';

/** Save, send a test of the draft to oneself, and reset to the default (asked first). */
export function TemplateActions({ editor, customised, name }: { editor: TemplateEditorState; customised: boolean; name: string }) {
  const { t } = useTranslation();
  const [confirmReset, setConfirmReset] = useState(false);
  return (
    <Group gap="sm" wrap="wrap">
      <Button leftSection={<IconDeviceFloppy size={16} />} loading={editor.busy.saving} disabled={!editor.dirty} onClick={() => void editor.save()}>
        {t('adminMailTemplates.save')}
      </Button>
      <Button variant="default" leftSection={<IconSend size={16} />} loading={editor.busy.sending} onClick={() => void editor.sendTest()}>
        {t('adminMailTemplates.sendTest')}
      </Button>
      <Button variant="subtle" color="red" leftSection={<IconRestore size={16} />} disabled={!customised} onClick={() => setConfirmReset(true)}>
        {t('adminMailTemplates.reset')}
      </Button>
      <ConfirmModal
        opened={confirmReset}
        title={t('adminMailTemplates.resetTitle', { name })}
        onClose={() => setConfirmReset(false)}
        actions={{
          cancelLabel: t('adminMailTemplates.cancel'),
          confirmLabel: t('adminMailTemplates.resetConfirm'),
          confirmColor: 'red',
          busy: editor.busy.resetting,
          onConfirm: () => void editor.reset().then((done) => done && setConfirmReset(false)),
        }}
      >
        <Text size="sm">{t('adminMailTemplates.resetText')}</Text>
      </ConfirmModal>
    </Group>
  );
}
