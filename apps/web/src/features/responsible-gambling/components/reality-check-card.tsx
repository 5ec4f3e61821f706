import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RgView } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { serverMessageOf } from '../../../lib/api-client';
import { useUpdateResponsibleGamblingMutation } from '../api/responsible-gambling-api';
import { realityCheckChoicesMinutes } from '../rg-rules';
import { FormFailure } from '../../../components/confirm-modal';
import { SectionCard } from '../../../components/section-card';

/** The reality-check reminder interval (off, or every N minutes). */
export function RealityCheckCard({ view }: { view: RgView }) {
  const { t } = useTranslation();
  const current = view.realityCheckMinutes === null ? 'off' : String(view.realityCheckMinutes);
  const [choice, setChoice] = useState<string>(current);
  const [update, { isLoading: saving }] = useUpdateResponsibleGamblingMutation();
  const [error, setError] = useState<string | null>(null);
  const options = [...new Set([...realityCheckChoicesMinutes, ...(view.realityCheckMinutes ? [view.realityCheckMinutes] : [])])].sort((a, b) => a - b);

  const save = async () => {
    setError(null);
    try {
      await update({ realityCheckMinutes: choice === 'off' ? null : Number(choice) }).unwrap();
      notifications.show({ color: 'brand', title: t('rg.saved'), message: t('rg.realityCheck.savedText') });
    } catch (failure) {
      setError(serverMessageOf(failure));
    }
  };

  return (
    <SectionCard title={t('rg.realityCheck.title')} text={t('rg.realityCheck.explain')}>
      <FormFailure message={error} mb="md" />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          flex="1 1 200px"
          label={t('rg.realityCheck.interval')}
          allowDeselect={false}
          data={[{ value: 'off', label: t('rg.realityCheck.off') }, ...options.map((value) => ({ value: String(value), label: t('rg.realityCheck.every', { count: value }) }))]}
          value={choice}
          onChange={(value) => setChoice(value ?? 'off')}
        />
        <Button onClick={() => void save()} disabled={choice === current} loading={saving} w={{ base: '100%', xs: 'auto' }}>
          {t('rg.realityCheck.save')}
        </Button>
      </Group>
    </SectionCard>
  );
}
