import { Group, Table, Text } from '@mantine/core';
import { classicSlot, videoSlot } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { SymbolTile } from './slot-symbols';

const videoOrder = ['W', 'D', 'T', 'F', 'L', 'A', 'K', 'Q', 'J', 'N'] as const;

/** What 3, 4 and 5 of each symbol pay on a line (x line stake), and the scatter (x total stake). */
export function VideoSlotPaytable() {
  const { t } = useTranslation();
  return (
    <>
      <Table striped withTableBorder fz="sm" aria-label={t('casinoShared.paytable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('casinoSlot.symbol')}</Table.Th>
            <Table.Th>×3</Table.Th>
            <Table.Th>×4</Table.Th>
            <Table.Th>×5</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {videoOrder.map((symbol) => (
            <Table.Tr key={symbol}>
              <Table.Td>
                <div style={{ width: 40, height: 40, display: 'flex', alignItems: 'center', justifyContent: 'center' }}><SymbolTile symbol={symbol} size={40} /></div>
              </Table.Td>
              {videoSlot.linePays[symbol].map((pays, index) => <Table.Td key={index}>{pays}</Table.Td>)}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>
              <div style={{ width: 40, height: 40, display: 'flex', alignItems: 'center', justifyContent: 'center' }}><SymbolTile symbol="S" size={40} /></div>
            </Table.Td>
            {videoSlot.scatterPays.slice(3).map((pays, index) => <Table.Td key={index}>{t('casinoSlot.scatterPays', { pays })}</Table.Td>)}
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        {t('casinoSlot.videoPaytableNote', { spins: videoSlot.freeSpinsAwarded, multiplier: videoSlot.freeSpinMultiplier })}
      </Text>
    </>
  );
}

const classicOrder = ['seven', 'bar3', 'cherry', 'bar2', 'bell', 'bar1'] as const;

/** Three of a kind, any three bars, and one or two cherries (x line stake). */
export function ClassicSlotPaytable() {
  const { t } = useTranslation();
  const row = (symbols: string[], pays: number, key: string) => (
    <Table.Tr key={key}>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {symbols.map((symbol, index) => (
            <div key={index} style={{ width: 34, height: 34, display: 'flex', alignItems: 'center', justifyContent: 'center' }}><SymbolTile symbol={symbol} size={34} /></div>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>{pays}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table striped withTableBorder fz="sm" aria-label={t('casinoShared.paytable')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('casinoSlot.line')}</Table.Th>
          <Table.Th>{t('casinoSlot.pays')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {classicOrder.map((symbol) => row([symbol, symbol, symbol], classicSlot.threeOfAKind[symbol], symbol))}
        {row(['bar1', 'bar2', 'bar3'], classicSlot.anyBars, 'bars')}
        {row(['cherry', 'cherry'], classicSlot.cherries[2] ?? 0, 'cherry2')}
        {row(['cherry'], classicSlot.cherries[1] ?? 0, 'cherry1')}
      </Table.Tbody>
    </Table>
  );
}
