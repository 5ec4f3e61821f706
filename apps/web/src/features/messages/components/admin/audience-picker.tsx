import { Select, SimpleGrid, TextInput, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { messageAudienceKinds, type MessageAudience } from '@oddsmith/core';
import { useMessagePartnersQuery, useMessagePlayerQuery, useMessagePlayersQuery } from '../../api/admin-messages-api';
import type { AudienceDraft } from './audience';

type PickerProps = { draft: AudienceDraft; onChange: (draft: AudienceDraft) => void; error?: string | null };

type SearchSelectProps = {
  texts: { label: string; placeholder: string; nothingFound: string };
  search: string;
  onSearch: (search: string) => void;
  options: ComboboxItem[];
  value: string | null;
  onChange: (value: string | null, option: ComboboxItem | null) => void;
  error?: string | null;
};

/** A select whose options the server finds for the typed text (no filtering of its own). */
function SearchSelect({ texts, search, onSearch, options, value, onChange, error }: SearchSelectProps) {
  return (
    <Select
      label={texts.label}
      placeholder={texts.placeholder}
      searchable
      searchValue={search}
      onSearchChange={onSearch}
      filter={({ options: all }) => all}
      data={options}
      value={value}
      onChange={(next, option) => onChange(next, option ?? null)}
      nothingFoundMessage={texts.nothingFound}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** One player by username or e-mail (the users API); the chosen one stays listed while another search runs. */
function PlayerPicker({ draft, onChange, error }: PickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useMessagePlayersQuery(debounced).data ?? [];
  const chosen = useMessagePlayerQuery(draft.userId ?? '', { skip: !draft.userId }).data;
  const options = [...(chosen && !found.some((user) => user.id === chosen.id) ? [chosen] : []), ...found].map((user) => ({ value: user.id, label: user.username }));
  const texts = { label: t('adminMessages.audience.player'), placeholder: t('adminMessages.audience.playerSearch'), nothingFound: t('adminMessages.audience.noPlayer') };
  return <SearchSelect texts={texts} search={search} onSearch={setSearch} options={options} value={draft.userId} onChange={(userId) => onChange({ ...draft, userId })} error={error} />;
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
  const texts = { label: t('adminMessages.audience.partner'), placeholder: t('adminMessages.audience.partnerSearch'), nothingFound: t('adminMessages.audience.noPartner') };
  const choose = (partnerId: string | null, option: ComboboxItem | null) => {
    setKnown(option ? { value: option.value, label: option.label } : null);
    onChange({ ...draft, partnerId });
  };
  return <SearchSelect texts={texts} search={search} onSearch={setSearch} options={options} value={draft.partnerId} onChange={choose} error={error} />;
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
