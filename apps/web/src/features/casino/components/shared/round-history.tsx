import { Anchor, Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { CasinoGame, CasinoRound } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { Link } from 'react-router';
import { SectionCard } from '../../../../components/section-card';
import { paths } from '../../../../config/paths';
import { serverMessageOf } from '../../../../lib/api-client';
import { moneyText } from '../../../../lib/money-text';
import { useCasinoRoundsQuery } from '../../api/casino-api';
import { verifyLinkOf } from '../../verify-link';

/** The verify link of a round, or why there is none yet (its seed is still in use). */
function VerifyCell({ round }: { round: CasinoRound }) {
  const { t } = useTranslation();
  const link = verifyLinkOf(paths.casinoVerify.path, round);
  if (!link) return <Text size="xs" c="dimmed">{t('casinoShared.verifyAfterRotate')}</Text>;
  return (
    <Anchor component={Link} to={link} size="sm">
      {t('casinoShared.verify')}
    </Anchor>
  );
}

function RoundRow({ round, hidden }: { round: CasinoRound; hidden: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>{t(`casinoShared.games.${round.game}`)}</Table.Td>
      <Table.Td>{moneyText(round.stake, round.currency, i18n.language)}</Table.Td>
      <Table.Td>
        {hidden || round.status === 'open' ? (
          <Badge variant="light" color="gray">{t('casinoShared.inPlay')}</Badge>
        ) : (
          <Text size="sm" c={round.payout > 0 ? 'teal' : undefined} fw={round.payout > 0 ? 700 : undefined}>{moneyText(round.payout, round.currency, i18n.language)}</Text>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>{new Date(round.createdAt).toLocaleTimeString(i18n.language)}</Table.Td>
      <Table.Td>{hidden ? null : <VerifyCell round={round} />}</Table.Td>
    </Table.Tr>
  );
}

type RoundHistoryProps = {
  /** Only this game's rounds (all games when absent). */
  game?: CasinoGame;
  /** A round still on screen (reels turning): its payout is not shown before the animation ends. */
  hideRoundId?: string | null;
  perPage?: number;
};

/** The player's latest rounds (game, stake, payout, time) with a link that verifies each one in the browser. */
export function RoundHistory({ game, hideRoundId = null, perPage = 10 }: RoundHistoryProps) {
  const { t } = useTranslation();
  const rounds = useCasinoRoundsQuery({ page: 1, perPage, ...(game ? { game } : {}) });
  const items = rounds.data?.list ?? [];
  return (
    <SectionCard title={t('casinoShared.historyTitle')} text={t('casinoShared.historyText')}>
      {rounds.isError ? <Text c="red" size="sm">{serverMessageOf(rounds.error)}</Text> : null}
      {items.length === 0 && !rounds.isError ? (
        <Text size="sm" c="dimmed">{rounds.isLoading ? t('casinoShared.loading') : t('casinoShared.noRounds')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover aria-label={t('casinoShared.historyTitle')}>
            <Table.Thead>
              <Table.Tr>
                {['game', 'stake', 'payout', 'time', 'verifyColumn'].map((key) => <Table.Th key={key} visibleFrom={key === 'time' ? 'sm' : undefined}>{t(`casinoShared.${key}`)}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((round) => <RoundRow key={round.id} round={round} hidden={round.id === hideRoundId} />)}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </SectionCard>
  );
}

