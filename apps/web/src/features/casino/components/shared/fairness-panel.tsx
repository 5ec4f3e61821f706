import { useState } from 'react';
import { Alert, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../../lib/use-translation';
import { SectionCard } from '../../../../components/section-card';
import { serverMessageOf } from '../../../../lib/api-client';
import { useCasinoFairnessQuery, useRotateSeedMutation, useSetClientSeedMutation } from '../../api/casino-api';

/** The client seed editor: saved with the next round's nonce unchanged. */
function ClientSeedEditor({ current, disabled }: { current: string; disabled: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(current);
  const [save, saving] = useSetClientSeedMutation();
  const valid = /^[\x20-\x7e]{1,64}$/.test(draft);
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={t('casinoShared.clientSeed')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        error={valid ? (saving.isError ? serverMessageOf(saving.error) : null) : t('casinoShared.clientSeedRule')}
        disabled={disabled}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button variant="light" disabled={disabled || !valid || draft === current} loading={saving.isLoading} onClick={() => void save(draft)}>
        {t('casinoShared.saveSeed')}
      </Button>
    </Group>
  );
}

/**
 * Provable fairness: the SHA-256 of the server seed in use (committed before any play), the client seed
 * (editable), the next nonce, and a rotate button that reveals the seed in use and commits to a new one.
 */
export function FairnessPanel({ busy = false }: { busy?: boolean }) {
  const { t } = useTranslation();
  const fairness = useCasinoFairnessQuery();
  const [rotate, rotating] = useRotateSeedMutation();
  const [revealed, setRevealed] = useState<string | null>(null);
  const data = fairness.data;
  const onRotate = async () => {
    const reply = await rotate().unwrap().catch(() => null);
    setRevealed(reply?.previous[0]?.serverSeed ?? null);
  };
  return (
    <SectionCard title={t('casinoShared.fairnessTitle')} text={t('casinoShared.fairnessText')}>
      {data ? (
        <Stack gap="sm">
          <div>
            <Text size="xs" c="dimmed">{t('casinoShared.serverSeedHash')}</Text>
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'normal' }} data-testid="server-seed-hash">{data.serverSeedHash}</Code>
          </div>
          <ClientSeedEditor key={data.clientSeed} current={data.clientSeed} disabled={busy} />
          <Group justify="space-between">
            <Text size="sm">{t('casinoShared.nonce')}: <b data-testid="fairness-nonce">{data.nonce}</b></Text>
            <Button variant="default" size="xs" loading={rotating.isLoading} disabled={busy} onClick={() => void onRotate()}>
              {t('casinoShared.rotate')}
            </Button>
          </Group>
          {rotating.isError ? <Alert color="red">{serverMessageOf(rotating.error)}</Alert> : null}
          {revealed ? (
            <Alert color="teal" title={t('casinoShared.revealedTitle')}>
              <Text size="xs">{t('casinoShared.revealedText')}</Text>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'normal' }} data-testid="revealed-seed">{revealed}</Code>
            </Alert>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">{fairness.isError ? serverMessageOf(fairness.error) : t('casinoShared.loading')}</Text>
      )}
    </SectionCard>
  );
}
