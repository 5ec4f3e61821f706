import { useState } from 'react';
import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { casinoGameIds } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import type { VerifyInput } from '../../verify-link';

type Draft = { game: string; serverSeed: string; clientSeed: string; nonce: number | string; hash: string; lines: string; actions: string };

const draftOf = (input: VerifyInput | null): Draft => ({
  game: input?.game ?? 'video-slot',
  serverSeed: input?.serverSeed ?? '',
  clientSeed: input?.clientSeed ?? '',
  nonce: input?.nonce ?? 0,
  hash: input?.hash ?? '',
  lines: String(input?.lines ?? 5),
  actions: (input?.actions ?? []).join(','),
});

/** The seeds and choices of a round, typed or pasted; submitting puts them in the address (shareable). */
export function VerifyForm({ input, onSubmit }: { input: VerifyInput | null; onSubmit: (params: Record<string, string>) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(input));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = () => {
    const params: Record<string, string> = { game: draft.game, serverSeed: draft.serverSeed.trim(), clientSeed: draft.clientSeed, nonce: String(draft.nonce), hash: draft.hash.trim() };
    if (draft.game === 'classic-slot') params.lines = draft.lines;
    if (draft.game === 'blackjack') params.actions = draft.actions;
    if (input?.roundId) params.round = input.roundId;
    onSubmit(params);
  };
  return (
    <form onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select label={t('casinoVerify.game')} value={draft.game} onChange={(value) => set({ game: value ?? 'video-slot' })} data={casinoGameIds.map((id) => ({ value: id, label: t(`casinoShared.games.${id}`) }))} allowDeselect={false} />
        <NumberInput label={t('casinoVerify.nonce')} value={draft.nonce} onChange={(value) => set({ nonce: value })} min={0} allowDecimal={false} />
        <TextInput label={t('casinoVerify.serverSeed')} value={draft.serverSeed} onChange={(event) => set({ serverSeed: event.currentTarget.value })} ff="monospace" />
        <TextInput label={t('casinoVerify.hash')} value={draft.hash} onChange={(event) => set({ hash: event.currentTarget.value })} ff="monospace" />
        <TextInput label={t('casinoVerify.clientSeed')} value={draft.clientSeed} onChange={(event) => set({ clientSeed: event.currentTarget.value })} />
        {draft.game === 'classic-slot' ? <Select label={t('casinoVerify.lines')} value={draft.lines} onChange={(value) => set({ lines: value ?? '5' })} data={['1', '2', '3', '4', '5']} allowDeselect={false} /> : null}
        {draft.game === 'blackjack' ? <TextInput label={t('casinoVerify.actions')} value={draft.actions} onChange={(event) => set({ actions: event.currentTarget.value })} placeholder="hit,stand" /> : null}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit">{t('casinoVerify.submit')}</Button>
      </Group>
    </form>
  );
}
