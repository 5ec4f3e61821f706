import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { marketsMax, newMarket, newRunner, runnersMax, type DraftErrors, type MarketDraft } from '../event-draft';

type RowsProps = { markets: MarketDraft[]; errors: DraftErrors; onChange: (markets: MarketDraft[]) => void };

/** One market of the draft: its name, its runners (add, remove) and its own remove button. */
function MarketRow({ market, index, errors, onChange, onRemove }: { market: MarketDraft; index: number; errors: DraftErrors; onChange: (market: MarketDraft) => void; onRemove: (() => void) | null }) {
  const { t } = useTranslation();
  const at = `markets.${index}`;
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const setRunner = (runnerIndex: number, name: string) => onChange({ ...market, runners: market.runners.map((runner, i) => (i === runnerIndex ? { ...runner, name } : runner)) });
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput flex={1} label={t('adminExchange.create.marketName', { number: index + 1 })} value={market.name} error={error(`${at}.name`)} onChange={(event) => onChange({ ...market, name: event.currentTarget.value })} />
          {onRemove ? (
            <ActionIcon mt={26} variant="subtle" color="red" aria-label={t('adminExchange.create.removeMarket', { number: index + 1 })} onClick={onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
        {market.runners.map((runner, runnerIndex) => (
          <Group key={runner.key} gap="xs" align="flex-start" wrap="nowrap" pl="md">
            <TextInput
              flex={1}
              size="xs"
              aria-label={t('adminExchange.create.runnerName', { market: index + 1, number: runnerIndex + 1 })}
              placeholder={t('adminExchange.create.runnerPlaceholder', { number: runnerIndex + 1 })}
              value={runner.name}
              error={error(`${at}.runners.${runnerIndex}`)}
              onChange={(event) => setRunner(runnerIndex, event.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={market.runners.length <= 2}
              aria-label={t('adminExchange.create.removeRunner', { market: index + 1, number: runnerIndex + 1 })}
              onClick={() => onChange({ ...market, runners: market.runners.filter((_, i) => i !== runnerIndex) })}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        ))}
        {errors[`${at}.runners`] ? <Text size="xs" c="red">{t(errors[`${at}.runners`]!)}</Text> : null}
        <Button
          size="compact-xs"
          variant="subtle"
          ml="md"
          w="fit-content"
          leftSection={<IconPlus size={12} />}
          disabled={market.runners.length >= runnersMax}
          onClick={() => onChange({ ...market, runners: [...market.runners, newRunner()] })}
        >
          {t('adminExchange.create.addRunner')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The draft's markets, each with its runners, and "add market". */
export function MarketRows({ markets, errors, onChange }: RowsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('adminExchange.create.markets')}
      </Text>
      {markets.map((market, index) => (
        <MarketRow
          key={market.key}
          market={market}
          index={index}
          errors={errors}
          onChange={(next) => onChange(markets.map((item, i) => (i === index ? next : item)))}
          onRemove={markets.length > 1 ? () => onChange(markets.filter((_, i) => i !== index)) : null}
        />
      ))}
      <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={14} />} disabled={markets.length >= marketsMax} onClick={() => onChange([...markets, newMarket()])}>
        {t('adminExchange.create.addMarket')}
      </Button>
    </Stack>
  );
}
