import { useState } from 'react';
import { Alert, Button, Group, NumberInput, TextInput } from '@mantine/core';
import type { AdminCasinoGame } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { FormModal } from '../../../../components/confirm-modal';
import { serverMessageOf } from '../../../../lib/api-client';
import { usePatchCasinoGameMutation } from '../../api/casino-api';

/** Lobby order and stake limits of one game (`PATCH /api/admin/casino-games/:id`); the server checks the step. */
export function GameSettingsModal({ game, currency, onClose }: { game: AdminCasinoGame; currency: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<number | string>(game.order);
  const [minStake, setMinStake] = useState(game.minStake.toFixed(2));
  const [maxStake, setMaxStake] = useState(game.maxStake.toFixed(2));
  const [patch, patching] = usePatchCasinoGameMutation();
  const save = async () => {
    const reply = await patch({ id: game.id, order: Number(order), minStake: Number(minStake), maxStake: Number(maxStake) }).unwrap().catch(() => null);
    if (reply) onClose();
  };
  return (
    <FormModal opened title={t('adminCasino.editTitle', { game: t(`casinoShared.games.${game.id}`) })} onClose={onClose} onSubmit={() => void save()}>
      <NumberInput label={t('adminCasino.order')} value={order} onChange={setOrder} min={0} max={1000} allowDecimal={false} />
      <TextInput label={t('adminCasino.minStake', { currency })} value={minStake} onChange={(event) => setMinStake(event.currentTarget.value)} inputMode="decimal" description={t('adminCasino.stepHint', { step: game.stakeStep.toFixed(2) })} />
      <TextInput label={t('adminCasino.maxStake', { currency })} value={maxStake} onChange={(event) => setMaxStake(event.currentTarget.value)} inputMode="decimal" />
      {patching.isError ? <Alert color="red">{serverMessageOf(patching.error)}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>{t('adminCasino.cancel')}</Button>
        <Button type="submit" loading={patching.isLoading}>{t('adminCasino.save')}</Button>
      </Group>
    </FormModal>
  );
}
