import { useEffect } from 'react';
import { Alert, Box, Group, Loader, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../../lib/use-translation';
import type { MailTemplateContentBody } from '@oddsmith/core';
import { serverMessageOf } from '../../../lib/api-client';
import { usePreviewMailTemplateMutation, type TemplateRef } from '../api/admin-email-templates-api';

/**
 * The mail as the server renders it from the draft with the sample values: the subject, then the
 * HTML in a sandboxed frame (`sandbox=""`: no script, no form, no navigation of this page).
 */
export function MailPreview({ templateRef, draft }: { templateRef: TemplateRef; draft: MailTemplateContentBody }) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(draft, 400);
  const [preview, result] = usePreviewMailTemplateMutation();
  const { key, language } = templateRef;
  useEffect(() => {
    void preview({ key, language, draft: debounced });
  }, [preview, key, language, debounced]);
  const rendered = result.data;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text size="sm" fw={600} lineClamp={2}>
          {rendered ? rendered.subject : t('adminMailTemplates.previewTitle')}
        </Text>
        {result.isLoading ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
      </Group>
      {result.isError ? (
        <Alert color="red" variant="light" mb="xs" title={t('adminMailTemplates.previewFailed')}>
          {serverMessageOf(result.error)}
        </Alert>
      ) : null}
      {rendered ? (
        <Box style={{ borderRadius: 8, overflow: 'hidden', background: '#f2f4f7' }}>
          <iframe title={t('adminMailTemplates.previewFrame')} sandbox="" srcDoc={rendered.html} style={{ width: '100%', height: 560, border: 0, display: 'block' }} />
        </Box>
      ) : null}
    </Paper>
  );
}
