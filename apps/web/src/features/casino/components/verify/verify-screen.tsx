import { Alert, Code, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ScreenPage } from '../../../../components/screen-page';
import { SectionCard } from '../../../../components/section-card';
import { paths } from '../../../../config/paths';
import { useCasinoRoundQuery } from '../../api/casino-api';
import { verifyInputOf, type VerifyInput } from '../../verify-link';
import { verifyRound } from '../../verify-round';
import { VerifyForm } from './verify-form';

function Check({ ok, label, detail }: { ok: boolean; label: string; detail?: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid={ok ? 'check-ok' : 'check-failed'}>
      <ThemeIcon color={ok ? 'teal' : 'red'} radius="xl" size="md">{ok ? <IconCheck size={16} /> : <IconX size={16} />}</ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text fw={600}>{label}</Text>
        {detail ? <Code style={{ wordBreak: 'break-all', whiteSpace: 'normal' }}>{detail}</Code> : null}
      </Stack>
    </Group>
  );
}

/** The browser's own recomputation: the hash of the revealed seed, then the outcome against the stored round. */
function VerifyResultCard({ input }: { input: VerifyInput }) {
  const { t } = useTranslation();
  const stored = useCasinoRoundQuery(input.roundId ?? '', { skip: !input.roundId });
  const result = verifyRound(input, stored.data?.outcome ?? null);
  if (input.roundId && !stored.data && stored.isFetching) return <Text c="dimmed">{t('casinoShared.loading')}</Text>;
  if (!result.ok) return <Alert color="red" title={t('casinoVerify.invalid')}>{result.error}</Alert>;
  const verified = result.hashMatches && result.outcomeMatches !== false;
  return (
    <Paper withBorder radius="lg" p="lg" style={{ borderColor: `var(--mantine-color-${verified ? 'teal' : 'red'}-6)`, borderWidth: 2 }}>
      <Stack gap="md">
        <Text fz="xl" fw={800} c={verified ? 'teal' : 'red'} data-testid="verify-verdict">
          {verified ? t('casinoVerify.verified') : t('casinoVerify.mismatch')}
        </Text>
        <Check ok={result.hashMatches} label={result.hashMatches ? t('casinoVerify.hashMatches') : t('casinoVerify.hashDiffers')} detail={`SHA-256 = ${result.computedHash}`} />
        {result.outcomeMatches === null ? (
          <Text size="sm" c="dimmed">{t('casinoVerify.noStored')}</Text>
        ) : (
          <Check ok={result.outcomeMatches} label={result.outcomeMatches ? t('casinoVerify.outcomeMatches') : t('casinoVerify.outcomeDiffers')} />
        )}
        <Text size="sm">{t('casinoVerify.recomputed')}: <Code>{result.recomputed.summary}</Code></Text>
      </Stack>
    </Paper>
  );
}

/** `/casino/verify`: recomputes any revealed round in the browser with the same core code the server ran. */
export function VerifyScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const input = verifyInputOf(params);
  return (
    <ScreenPage title={t('casinoVerify.title')} subtitle={t('casinoVerify.subtitle')} back={{ to: paths.casino.path, label: t('casinoLobby.title') }}>
      <Stack gap="md">
        {input ? <VerifyResultCard key={params.toString()} input={input} /> : <Alert color="blue">{t('casinoVerify.empty')}</Alert>}
        <SectionCard title={t('casinoVerify.formTitle')} text={t('casinoVerify.formText')}>
          <VerifyForm key={params.toString()} input={input} onSubmit={(next) => setParams(next)} />
        </SectionCard>
      </Stack>
    </ScreenPage>
  );
}
