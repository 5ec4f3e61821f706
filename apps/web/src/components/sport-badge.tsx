import { Badge } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';

/** The sport's name as a grey badge; nothing when the sport is not known. */
export function SportBadge({ sportName }: { sportName: string | null | undefined }) {
  const { t } = useTranslation();
  if (!sportName) return null;
  return (
    <Badge variant="light" color="gray">
      {t(`sports.${sportName}`)}
    </Badge>
  );
}
