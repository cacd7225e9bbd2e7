import { localizedPath } from '@ctp/domain/languages';
import { paths } from '@ctp/domain/paths';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { company } from '@/lib/company';
import { useTexts } from '@/lib/i18n/texts';
import { frameTexts } from './texts';

/** The logo: mark and wordmark, linking home in the reader's language (spec 2.3). */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t, language } = useTexts(frameTexts);
  return (
    <Link
      to={localizedPath(paths.home, language)}
      onClick={onNavigate}
      aria-label={t('nav.home', { brand: company.name })}
      className="flex items-center gap-2.5 rounded-md text-white"
    >
      <BrandMark className="size-9 shrink-0" />
      {/* The wordmark is the brand's name: Latin letters, laid out left to right, in either language. */}
      <span dir="ltr" className="flex flex-col leading-none">
        <span className="text-[15px] font-semibold tracking-tight">{company.wordmark.primary}</span>
        <span className="mt-1 text-[10px] font-medium tracking-[0.32em] text-gold-400 uppercase">
          {company.wordmark.secondary}
        </span>
      </span>
    </Link>
  );
}
