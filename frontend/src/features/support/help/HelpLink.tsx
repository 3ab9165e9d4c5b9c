import { Link } from '@tanstack/react-router';
import type { HelpSlug } from '@coverline/contracts';
import { useTranslation } from '../../../lib/i18n';

/**
 * A link from a page to the help article that explains it ("How certificates work"). Its words
 * are in the app's common texts, so a page links to help without loading the help center's.
 */
export function HelpLink({ slug, className }: { slug: HelpSlug; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/help/$slug"
      params={{ slug }}
      className={['help-link', className].filter(Boolean).join(' ')}
    >
      {t(`helpLinks.${slug}`)}
    </Link>
  );
}
