import { ActionIcon, Badge, Flex, Group, Image, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import type { AdminBanner } from '@oddsmith/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/use-translation';
import { bannerImageUrl } from '../../api/banners-api';

export type BannerRowActions = { onEdit: (banner: AdminBanner) => void; onDelete: (banner: AdminBanner) => void; onToggle: (banner: AdminBanner, active: boolean) => void; busy: boolean };

function DatesText({ banner }: { banner: AdminBanner }) {
  const { t, i18n } = useTranslation();
  const format = (iso: string) => new Date(iso).toLocaleString(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' });
  if (!banner.activeFrom && !banner.activeTo) return <Text size="xs" c="dimmed">{t('banners.list.always')}</Text>;
  return (
    <Text size="xs" c="dimmed">
      {banner.activeFrom ? format(banner.activeFrom) : '…'} – {banner.activeTo ? format(banner.activeTo) : '…'}
    </Text>
  );
}

/** One gallery entry: a drag handle (mouse, touch and keyboard), the thumbnail, its settings and actions. */
export function BannerRow({ banner, position, actions }: { banner: AdminBanner; position: number; actions: BannerRowActions }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: banner.id });
  const style = { transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition, opacity: isDragging ? 0.7 : 1, zIndex: isDragging ? 2 : undefined, position: 'relative' as const };
  return (
    <Paper ref={setNodeRef} withBorder radius="md" p="sm" style={style} data-testid={`banner-row-${banner.id}`}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" aria-label={t('banners.list.move', { title: banner.title, n: position })} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
          <IconGripVertical size={18} />
        </ActionIcon>
        <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: 6, sm: 'sm' }} align={{ base: 'stretch', sm: 'center' }} style={{ flex: 1, minWidth: 0 }}>
          <Image src={bannerImageUrl(banner.images.thumb)} alt="" w={{ base: '100%', sm: 160 }} maw={{ base: 240, sm: 160 }} radius="sm" fit="cover" style={{ aspectRatio: '16 / 5', flexShrink: 0 }} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} truncate>
              {banner.title}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {banner.link ?? t('banners.list.noLink')}
            </Text>
            <Group gap={4}>
              <Badge size="xs" variant="light">{t(`banners.audience.${banner.audience}`)}</Badge>
              <Badge size="xs" variant="light" color="gray">{t(`banners.language.${banner.language}`)}</Badge>
            </Group>
            <DatesText banner={banner} />
          </Stack>
        </Flex>
        <Stack gap={6} align="flex-end">
          <Switch checked={banner.active} disabled={actions.busy} aria-label={t('banners.list.activeOf', { title: banner.title })} onChange={(event) => actions.onToggle(banner, event.currentTarget.checked)} />
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('banners.list.edit')}>
              <ActionIcon variant="subtle" aria-label={t('banners.list.editOf', { title: banner.title })} onClick={() => actions.onEdit(banner)}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('banners.list.delete')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('banners.list.deleteOf', { title: banner.title })} onClick={() => actions.onDelete(banner)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
