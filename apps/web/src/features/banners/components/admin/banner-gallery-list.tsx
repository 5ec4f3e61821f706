import { useState } from 'react';
import { Stack } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { AdminBanner } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { BannerRow, type BannerRowActions } from './banner-row';

type Props = { banners: readonly AdminBanner[]; actions: BannerRowActions; onReorder: (ids: string[]) => void };

/** What a screen reader hears while a banner is moved with the keyboard or the pointer. */
function useAnnouncements(banners: readonly AdminBanner[]): Announcements {
  const { t } = useTranslation();
  const titleOf = (id: string | number) => banners.find((banner) => banner.id === id)?.title ?? '';
  const positionOf = (id: string | number | undefined) => banners.findIndex((banner) => banner.id === id) + 1;
  return {
    onDragStart: ({ active }) => t('banners.list.dragStart', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('banners.list.dragOver', { title: titleOf(active.id), n: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('banners.list.dragEnd', { title: titleOf(active.id), n: positionOf(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('banners.list.dragCancel', { title: titleOf(active.id) }),
  };
}

/**
 * The gallery in slider order: drag a row by its handle (pointer, touch, or Space then the arrow
 * keys and Space again); the new order shows at once and is saved.
 */
export function BannerGalleryList({ banners, actions, onReorder }: Props) {
  // The order on screen: the server's, or the one just dropped until the server's next list arrives.
  const serverOrder = banners.map((banner) => banner.id);
  const [order, setOrder] = useState(serverOrder);
  const [seen, setSeen] = useState(serverOrder.join());
  if (seen !== serverOrder.join()) {
    setSeen(serverOrder.join());
    setOrder(serverOrder);
  }
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const announcements = useAnnouncements(banners);
  const byId = new Map(banners.map((banner) => [banner.id, banner]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)));
    setOrder(next);
    onReorder(next);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" role="list">
          {order.map((id, index) => {
            const banner = byId.get(id);
            return banner ? (
              <div role="listitem" key={id}>
                <BannerRow banner={banner} position={index + 1} actions={actions} />
              </div>
            ) : null;
          })}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
