import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ScreenPage } from '../../../../components/screen-page';
import { ComposeForm } from './compose-form';
import { SentMessages } from './sent-messages';

/** `/caff/admin/messages` (permission `messages.send`): compose (`?to=<player id>` picks the player) and the sent list. */
export function AdminMessagesScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const to = search.get('to');
  return (
    <ScreenPage size="xl" title={t('adminMessages.title')} subtitle={t('adminMessages.subtitle')}>
      <ComposeForm key={to ?? ''} initialUserId={to} />
      <SentMessages />
    </ScreenPage>
  );
}
