import { Group, Tooltip } from '@mantine/core';
import type { AdminPageRow } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { StatusBadge } from '../../../components/status-badge';

export const pageStatusColors: Readonly<Record<string, string>> = { published: 'green', draft: 'gray', changed: 'yellow' };

/** Each written language with its status: published, draft, or published with newer saved changes. */
export function PageLanguageBadges({ languages }: { languages: AdminPageRow['languages'] }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      {languages.map((entry) => {
        const status = entry.unpublishedChanges ? 'changed' : entry.status;
        const label = `${entry.language.toUpperCase()} · ${t(`cms.status.${status}`)}`;
        return (
          <Tooltip key={entry.language} label={entry.title} withArrow>
            <span>
              <StatusBadge status={status} colors={pageStatusColors} label={label} />
            </span>
          </Tooltip>
        );
      })}
    </Group>
  );
}
