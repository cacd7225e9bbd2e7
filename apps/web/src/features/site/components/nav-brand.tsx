import { paths } from '@ctp/domain/paths';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { company } from '@/lib/company';

/** The logo: mark and wordmark, linking home (spec 2.3). */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onNavigate}
      aria-label={`${company.name}, home`}
      className="flex items-center gap-2.5 rounded-md text-white"
    >
      <BrandMark className="size-9 shrink-0" />
      <span className="flex flex-col leading-none">
        <span className="text-[15px] font-semibold tracking-tight">{company.wordmark.primary}</span>
        <span className="mt-1 text-[10px] font-medium tracking-[0.32em] text-gold-400 uppercase">
          {company.wordmark.secondary}
        </span>
      </span>
    </Link>
  );
}
