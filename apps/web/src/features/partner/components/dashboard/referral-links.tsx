import { useState } from 'react';
import { Button, CopyButton, EmptyState, Group, Paper, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import type { PartnerCampaign } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { serverFieldOf, serverMessageOf } from '../../../../lib/api-client';
import { useCreatePartnerCampaignMutation } from '../../api/partner-api';
import { campaignCodeProblem } from '../../campaign-code';

/** The link a partner shares: the site's landing with `?aff=CODE`. */
export const referralLink = (code: string, origin: string = window.location.origin) => `${origin}/?aff=${encodeURIComponent(code)}`;

/** One campaign's link with a copy button that says "Copied" for a moment once the clipboard has it. */
function LinkRow({ campaign }: { campaign: PartnerCampaign }) {
  const { t } = useTranslation();
  const link = referralLink(campaign.code);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0} flex={1}>
          <Text size="sm" fw={700} truncate>
            {campaign.name} <Text span size="xs" c="dimmed" ff="monospace">({campaign.code})</Text>
          </Text>
          <Text size="xs" ff="monospace" c="dimmed" truncate data-testid="referral-link">
            {link}
          </Text>
        </Stack>
        <CopyButton value={link} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('partnerArea.links.copied') : t('partnerArea.links.copy')} withArrow>
              <Button style={{ flexShrink: 0 }} size="compact-sm" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} aria-label={t('partnerArea.links.copyOf', { code: campaign.code })}>
                {copied ? t('partnerArea.links.copied') : t('partnerArea.links.copy')}
              </Button>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}

/** A new campaign: its code (part of the link) and a name for the partner's own use. */
function NewCampaignForm() {
  const { t } = useTranslation();
  const [create, { isLoading }] = useCreatePartnerCampaignMutation();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ code?: string; name?: string }>({});
  const submit = async () => {
    const codeProblem = campaignCodeProblem(code);
    const next = { code: codeProblem ? t(`partnerArea.links.rules.${codeProblem}`) : undefined, name: name.trim() ? undefined : t('validation.required') };
    setErrors(next);
    if (next.code || next.name) return;
    try {
      await create({ code: code.trim(), name: name.trim() }).unwrap();
      setCode('');
      setName('');
    } catch (error) {
      setErrors(serverFieldOf(error) === 'name' ? { name: serverMessageOf(error) } : { code: serverMessageOf(error) });
    }
  };
  return (
    <form noValidate onSubmit={(event) => (event.preventDefault(), void submit())}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('partnerArea.links.code')} description={t('partnerArea.links.codeHint')} value={code} error={errors.code} onChange={(event) => setCode(event.currentTarget.value)} />
        <TextInput label={t('partnerArea.links.name')} description={t('partnerArea.links.nameHint')} value={name} error={errors.name} onChange={(event) => setName(event.currentTarget.value)} />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={isLoading}>
          {t('partnerArea.links.create')}
        </Button>
      </Group>
    </form>
  );
}

/** The partner's referral links, one a campaign, and the form that adds one. */
export function ReferralLinks({ campaigns }: { campaigns: PartnerCampaign[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {campaigns.length === 0 ? (
        <EmptyState variant="light" py="md" icon={<IconLink size={28} />} title={t('partnerArea.links.emptyTitle')} description={t('partnerArea.links.emptyText')} />
      ) : (
        campaigns.map((campaign) => <LinkRow key={campaign.id} campaign={campaign} />)
      )}
      <NewCampaignForm />
    </Stack>
  );
}
