import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageAudienceKinds, type MessageAudience } from '@oddsmith/core';
import { useMessagePartnersQuery, useMessagePlayerQuery, useMessagePlayersQuery } from '../../api/admin-messages-api';
import type { AudienceDraft } from './audience';

type PickerProps = { draft: AudienceDraft; onChange: (draft: AudienceDraft) => void; error?: string | null };

/** One player by username or e-mail (the users API); the chosen one stays listed while another search runs. */
function PlayerPicker({ draft, onChange, error }: PickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useMessagePlayersQuery(debounced).data ?? [];
  const chosen = useMessagePlayerQuery(draft.userId ?? '', { skip: !draft.userId }).data;
  const options = [...(chosen && !found.some((user) => user.id === chosen.id) ? [chosen] : []), ...found].map((user) => ({ value: user.id, label: user.username }));
  return (
    <Select
      label={t('adminMessages.audience.player')}
      placeholder={t('adminMessages.audience.playerSearch')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={draft.userId}
      onChange={(userId) => onChange({ ...draft, userId })}
      nothingFoundMessage={t('adminMessages.audience.noPlayer')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** One partner by name (the partners API): their attributed players. */
function PartnerPicker({ draft, onChange, error }: PickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const partners = useMessagePartnersQuery(debounced).data ?? [];
  const [known, setKnown] = useState<{ value: string; label: string } | null>(null);
  const options = partners.map((partner) => ({ value: partner.id, label: `${partner.name} (${partner.username})` }));
  if (known && !options.some((option) => option.value === known.value)) options.unshift(known);
  return (
    <Select
      label={t('adminMessages.audience.partner')}
      placeholder={t('adminMessages.audience.partnerSearch')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={draft.partnerId}
      onChange={(partnerId, option) => {
        setKnown(option ? { value: option.value, label: option.label } : null);
        onChange({ ...draft, partnerId });
      }}
      nothingFoundMessage={t('adminMessages.audience.noPartner')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Who receives the message: the kind, then the player, country or partner it needs. */
export function AudiencePicker({ draft, onChange, error }: PickerProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('adminMessages.audience.label')}
        data={messageAudienceKinds.map((kind) => ({ value: kind, label: t(`adminMessages.audience.kinds.${kind}`) }))}
        value={draft.kind}
        onChange={(kind) => kind && onChange({ ...draft, kind: kind as MessageAudience['kind'] })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {draft.kind === 'player' ? <PlayerPicker draft={draft} onChange={onChange} error={error} /> : null}
      {draft.kind === 'partner' ? <PartnerPicker draft={draft} onChange={onChange} error={error} /> : null}
      {draft.kind === 'country' ? (
        <TextInput
          label={t('adminMessages.audience.country')}
          description={t('adminMessages.audience.countryHint')}
          placeholder="ES"
          maxLength={2}
          value={draft.country}
          onChange={(event) => onChange({ ...draft, country: event.currentTarget.value.toUpperCase() })}
          error={error}
        />
      ) : null}
    </SimpleGrid>
  );
}
