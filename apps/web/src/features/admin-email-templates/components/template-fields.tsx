import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { MailTemplateDetail } from '@oddsmith/core';
import type { DraftField, FieldElement, TemplateEditorState } from './use-template-editor';
import { VariablesList } from './variables-list';

/** Subject, Markdown body and text part, with the variables to put in whichever was last focused. */
export function TemplateFields({ editor, detail }: { editor: TemplateEditorState; detail: MailTemplateDetail }) {
  const { t } = useTranslation();
  const bind = (field: DraftField) => ({
    value: editor.draft[field],
    error: editor.errors[field],
    ref: (element: FieldElement | null) => {
      editor.elements.current[field] = element;
    },
    onFocus: () => editor.setFocused(field),
    onChange: (event: { currentTarget: { value: string } }) => editor.change(field, event.currentTarget.value),
  });
  return (
    <Stack gap="sm">
      <TextInput label={t('adminMailTemplates.subject')} withAsterisk maxLength={200} {...bind('subject')} />
      <VariablesList variables={detail.variables} onInsert={editor.insertVariable} />
      <Textarea
        label={t('adminMailTemplates.body')}
        description={t('adminMailTemplates.bodyHint', { example: '[…]({{link}})' })}
        withAsterisk
        rows={10}
        resize="vertical"
        styles={{ input: { fontFamily: 'monospace' } }}
        {...bind('body')}
      />
      <Textarea label={t('adminMailTemplates.text')} description={t('adminMailTemplates.textHint')} withAsterisk rows={6} resize="vertical" {...bind('text')} />
    </Stack>
  );
}
