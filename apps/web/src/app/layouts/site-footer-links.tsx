import { Anchor, Group } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The starter CMS pages every visitor may read (created at first start; staff edit them). */
const footerPages = [
  { slug: 'terms', label: 'cms.footer.terms' },
  { slug: 'privacy', label: 'cms.footer.privacy' },
  { slug: 'responsible-gambling', label: 'cms.footer.responsible' },
  { slug: 'faq', label: 'cms.footer.faq' },
  { slug: 'contact', label: 'cms.footer.contact' },
] as const;

/** The footer's links to terms, privacy, responsible gambling, FAQ and contact (guest and player layouts). */
export function SiteFooterLinks() {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('cms.footer.label')} gap="md" wrap="wrap">
      {footerPages.map((page) => (
        <Anchor key={page.slug} component={Link} to={paths.viewPage.getHref(page.slug)} size="sm" c="dimmed">
          {t(page.label)}
        </Anchor>
      ))}
    </Group>
  );
}
