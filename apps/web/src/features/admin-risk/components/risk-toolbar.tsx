import { Switch } from '@mantine/core';
import type { AdminRiskOverview } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/list-filters';
import { StatusSegments } from '../../../components/status-segments';
import { riskSections, sectionCounts, type RiskFilter, type RiskSection } from '../risk-filter';

type Props = {
  overview: AdminRiskOverview;
  /** The overview under the filter: the tabs count its rows. */
  shown: AdminRiskOverview;
  filter: RiskFilter;
  onFilter: (filter: RiskFilter) => void;
  section: RiskSection;
  onSection: (section: RiskSection) => void;
};

/** The risk screen's filters (name search, currency, only at risk) and its section tabs with their counts. */
export function RiskToolbar({ overview, shown, filter, onFilter, section, onSection }: Props) {
  const { t } = useTranslation();
  const counts = sectionCounts(shown);
  return (
    <>
      <FilterBar>
        <SearchFilter label={t('adminRisk.filters.search')} value={filter.search} onChange={(search) => onFilter({ ...filter, search })} />
        <SelectFilter
          label={t('adminRisk.filters.currency')}
          placeholder={t('adminRisk.filters.allCurrencies')}
          data={overview.byCurrency.map((summary) => ({ value: summary.currency, label: summary.currency }))}
          value={filter.currency}
          onChange={(currency) => onFilter({ ...filter, currency })}
          width={160}
        />
        <Switch label={t('adminRisk.filters.atRiskOnly')} checked={filter.atRiskOnly} onChange={(event) => onFilter({ ...filter, atRiskOnly: event.currentTarget.checked })} />
      </FilterBar>
      <StatusSegments
        mb="md"
        label={t('adminRisk.sections.label')}
        value={section}
        onChange={(value) => onSection(value as RiskSection)}
        data={riskSections.map((value) => ({ value, label: t('adminRisk.sections.withCount', { section: t(`adminRisk.sections.${value}`), count: counts[value] }) }))}
      />
    </>
  );
}
