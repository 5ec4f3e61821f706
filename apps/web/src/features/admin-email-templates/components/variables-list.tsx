import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBraces, IconLink } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { MailTemplateDetail } from '@oddsmith/core';

/** The template's variables: a click puts `{{name}}` at the cursor of the field last typed in. */
export function VariablesList({ variables, onInsert }: { variables: MailTemplateDetail['variables']; onInsert: (name: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('adminMailTemplates.variables')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('adminMailTemplates.variablesHint')}
      </Text>
      <Group gap="xs">
        {variables.map((variable) => (
          <Tooltip key={variable.name} label={t('adminMailTemplates.sample', { value: variable.sample })} multiline maw={320}>
            <Button
              size="compact-sm"
              variant="light"
              ff="monospace"
              leftSection={variable.kind === 'url' ? <IconLink size={14} /> : <IconBraces size={14} />}
              aria-label={t('adminMailTemplates.insert', { name: variable.name })}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(variable.name)}
            >
              {`{{${variable.name}}}`}
            </Button>
          </Tooltip>
        ))}
      </Group>
    </Stack>
  );
}
