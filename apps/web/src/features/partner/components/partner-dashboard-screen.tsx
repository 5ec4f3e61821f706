import { Alert, Badge, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { PartnerMe, PartnerSummary } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import { ScreenPage } from '../../../components/screen-page';
import { SectionCard } from '../../../components/section-card';
import { remoteOf, type Remote } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/amount';
import { usePartnerMeQuery, usePartnerSummaryQuery } from '../api/partner-api';
import { CampaignTable } from './dashboard/campaign-table';
import { DailyChart } from './dashboard/daily-chart';
import { KpiCards } from './dashboard/kpi-cards';
import { PeriodPicker, usePeriod } from './dashboard/period-picker';
import { PlayersTable } from './dashboard/players-table';
import { ReferralLinks } from './dashboard/referral-links';
import { WithdrawalCard } from './dashboard/withdrawal-card';
import { WithdrawalHistory } from './dashboard/withdrawal-history';

/** NGR of referred players in other currencies: shown, but not commissioned (there are no exchange rates). */
function OtherCurrencies({ summary }: { summary: PartnerSummary }) {
  const { t, i18n } = useTranslation();
  const entries = Object.entries(summary.otherCurrencyNgr);
  if (entries.length === 0) return null;
  const list = entries.map(([currency, ngr]) => moneyText(ngr, currency, i18n.resolvedLanguage ?? 'en')).join(' · ');
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle />}>
      {t('partnerArea.otherCurrencies', { list, currency: summary.currency })}
    </Alert>
  );
}

/** The period's figures: the cards, the chart by day and the table by campaign. */
function PeriodFigures({ remote }: { remote: Remote<PartnerSummary> }) {
  const { t } = useTranslation();
  const summary = remote.data;
  if (remote.status === 'failed' && !summary) return <ErrorState message={remote.error ?? t('errors.render')} onRetry={remote.reload} />;
  return (
    <Stack gap="md">
      <KpiCards summary={summary} />
      {summary ? <OtherCurrencies summary={summary} /> : null}
      <SectionCard title={t('partnerArea.chart.title')} text={t('partnerArea.chart.text')}>
        {summary ? <DailyChart summary={summary} /> : <Skeleton h={280} />}
      </SectionCard>
      <SectionCard title={t('partnerArea.campaigns.byCampaign')} text={t('partnerArea.campaigns.byCampaignText')}>
        <CampaignTable remote={remote} />
      </SectionCard>
    </Stack>
  );
}

/** The account's side: links, balance and withdrawals (from `/api/partner/me`). */
function AccountSections({ me }: { me: PartnerMe }) {
  const { t } = useTranslation();
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <SectionCard title={t('partnerArea.links.title')} text={t('partnerArea.links.text')} h="100%">
          <ReferralLinks campaigns={me.campaigns} />
        </SectionCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <SectionCard title={t('partnerArea.withdraw.title')} text={t('partnerArea.withdraw.text')} h="100%">
          <WithdrawalCard partner={me.partner} />
        </SectionCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <SectionCard title={t('partnerArea.history.title')} text={t('partnerArea.history.text')}>
          <WithdrawalHistory />
        </SectionCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <SectionCard title={t('partnerArea.players.title')} text={t('partnerArea.players.text')}>
          <PlayersTable />
        </SectionCard>
      </Grid.Col>
    </Grid>
  );
}

function AccountPart({ remote }: { remote: Remote<PartnerMe> }) {
  const { t } = useTranslation();
  if (remote.data) return <AccountSections me={remote.data} />;
  if (remote.status === 'failed') return <ErrorState message={remote.error ?? t('errors.render')} onRetry={remote.reload} />;
  return <Skeleton h={240} radius="lg" />;
}

/** `/partner/dashboard`: the partner's figures for a period, their links, players, balance and withdrawals. */
export function PartnerDashboardScreen() {
  const { t } = useTranslation();
  const period = usePeriod();
  const me = remoteOf(usePartnerMeQuery());
  const summary = remoteOf(usePartnerSummaryQuery(period.range));
  const partner = me.data?.partner;
  const share = partner ? (
    <Group gap="xs">
      <Badge variant="light" size="lg">{t('partnerArea.share', { percent: partner.revenueSharePercent })}</Badge>
      <Text size="sm" c="dimmed">{t('partnerArea.periodDays', summary.data ?? period.range)}</Text>
    </Group>
  ) : null;
  return (
    <ScreenPage size="xl" title={t('partnerArea.dashboard.title')} subtitle={partner ? t('partnerArea.dashboard.welcome', { name: partner.name }) : t('partnerArea.dashboard.subtitle')} actions={share}>
      <Stack gap="lg">
        <PeriodPicker choice={period.choice} range={period.range} onChange={period.setChoice} />
        <PeriodFigures remote={summary} />
        <AccountPart remote={me} />
      </Stack>
    </ScreenPage>
  );
}
