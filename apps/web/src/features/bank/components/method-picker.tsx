import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { feeRuleText, moneyText } from '../../../lib/amount';
import type { PaymentMethod } from '@oddsmith/core';
import { kindIcons } from '../../../components/payment-kind-icons';

/** Payment method cards: name, kind, limits and fee; one is chosen. */
export function MethodPicker({
  methods,
  value,
  onChange,
  currency,
  label,
}: {
  methods: PaymentMethod[];
  value: string | null;
  onChange: (id: string) => void;
  currency: string;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Radio.Group value={value} onChange={onChange} label={label} name="method">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
        {methods.map((method) => {
          const Icon = kindIcons[method.kind];
          const fee = feeRuleText(method, currency, locale);
          return (
            <Radio.Card key={method.id} value={method.id} radius="md" p="sm" aria-label={method.name}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Icon size={22} style={{ flexShrink: 0 }} />
                <Stack gap={2} miw={0}>
                  <Text fw={700} size="sm">
                    {method.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('bank.methods.limits', {
                      min: moneyText(method.min, currency, locale),
                      max: moneyText(method.max, currency, locale),
                    })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {fee ? t('bank.methods.fee', { fee }) : t('bank.methods.noFee')}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
