import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ScreenPage } from '../../../components/screen-page';
import { StatusSegments } from '../../../components/status-segments';
import { InboxList, type ReadFilter } from './inbox-list';
import { MessageReader } from './message-reader';

/**
 * `/messages`: the player's inbox (all or unread, paged); `?id=<message id>` opens one (from the
 * list or a `message_received` notification), which marks it read, with the reply to support.
 */
export function InboxScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [read, setRead] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const openId = search.get('id');
  const open = (id: string | null) => setSearch(id ? { id } : {});
  return (
    <ScreenPage title={t('messages.title')} subtitle={t('messages.subtitle')} size="md">
      {openId ? (
        <MessageReader id={openId} onBack={() => open(null)} />
      ) : (
        <>
          <StatusSegments
            label={t('messages.filter')}
            value={read}
            onChange={(value) => { setRead(value as ReadFilter); setPage(1); }}
            data={[
              { value: 'all', label: t('messages.all') },
              { value: 'unread', label: t('messages.unreadOnly') },
            ]}
            mb="md"
          />
          <InboxList read={read} page={page} onPage={setPage} onOpen={open} />
        </>
      )}
    </ScreenPage>
  );
}
