import { Table, Text, type MantineColor } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminExchangeMarket, LadderLevel } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { priceText, volumeText } from '../format';
import { sideColors } from './badges';

/** Levels shown each side: the best 3, only the best on a phone. */
const wideDepth = 3;

/** One level of the book: the price over its size, tinted back blue or lay pink; an empty level is blank. */
function LevelCell({ level, color, best, locale }: { level: LadderLevel | undefined; color: MantineColor; best: boolean; locale: string }) {
  return (
    <Table.Td ta="center" p={4} bg={level ? `var(--mantine-color-${color}-light${best ? '-hover' : ''})` : undefined} miw={64}>
      {level ? (
        <>
          <Text size="sm" fw={700} ff="monospace" lh={1.2}>
            {priceText(level.price)}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" lh={1.2}>
            {volumeText(level.size, locale)}
          </Text>
        </>
      ) : (
        <Text size="xs" c="dimmed">
          ·
        </Text>
      )}
    </Table.Td>
  );
}

/** `depth` levels of one side, padded with blanks: back reads best-rightmost, lay best-leftmost (the exchange's layout). */
function sideLevels(levels: LadderLevel[], depth: number, reversed: boolean): (LadderLevel | undefined)[] {
  const padded = Array.from({ length: depth }, (_, index) => levels[index]);
  return reversed ? padded.reverse() : padded;
}

/** The market's book: for each runner the best 3 back and lay levels with sizes, last traded price and traded volume. */
export function RunnerLadder({ market, locale }: { market: AdminExchangeMarket; locale: string }) {
  const { t } = useTranslation();
  const depth = useMediaQuery('(max-width: 36em)') ? 1 : wideDepth;
  const ladderOf = (runnerId: string) => market.ladder.runners.find((runner) => runner.runnerId === runnerId);
  return (
    <Table.ScrollContainer minWidth={depth === 1 ? 320 : 640} type="native">
      <Table verticalSpacing={4} aria-label={t('adminExchange.ladder.label', { market: market.name })} withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminExchange.ladder.runner')}</Table.Th>
            <Table.Th colSpan={depth} ta="right" c={sideColors.back}>
              {t('adminExchange.ladder.back')}
            </Table.Th>
            <Table.Th colSpan={depth} c={sideColors.lay}>
              {t('adminExchange.ladder.lay')}
            </Table.Th>
            <Table.Th ta="right">{t('adminExchange.ladder.lastTraded')}</Table.Th>
            <Table.Th ta="right">{t('adminExchange.ladder.traded')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {market.runners.map((runner) => {
            const ladder = ladderOf(runner.id);
            const back = sideLevels(ladder?.availableToBack ?? [], depth, true);
            const lay = sideLevels(ladder?.availableToLay ?? [], depth, false);
            return (
              <Table.Tr key={runner.id}>
                <Table.Td fw={600} fz="sm">
                  {runner.name}
                </Table.Td>
                {back.map((level, index) => (
                  <LevelCell key={`b${index}`} level={level} color={sideColors.back} best={index === depth - 1} locale={locale} />
                ))}
                {lay.map((level, index) => (
                  <LevelCell key={`l${index}`} level={level} color={sideColors.lay} best={index === 0} locale={locale} />
                ))}
                <Table.Td ta="right" ff="monospace" fz="sm">
                  {priceText(ladder?.lastTradedPrice)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace" fz="sm">
                  {volumeText(ladder?.tradedVolume ?? 0, locale)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
