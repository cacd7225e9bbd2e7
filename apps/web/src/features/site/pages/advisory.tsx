import { lazyComponent } from '@/lib/lazy-component';
import { AdvisoryArt } from '../art/advisory';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';
import { BOOK, EMAIL } from '../sections/advisory-actions';

const sections = lazyComponent(() => import('../sections/advisory'), (module) => module.Sections);

export function Component() {
  return (
    <main>
      <PageHero
        eyebrow="Mining Project Advisory"
        title={
          <>
            Advisory for mines, governments and{' '}
            <span className="bg-linear-to-r from-gold-300 to-gold-500 bg-clip-text text-transparent">strategic capital</span>
          </>
        }
        lead="Digital twins, ESG and AI forecasting, and national resource valuation: independent advice that turns mineral assets into well-run, investable businesses."
        actions={[BOOK, EMAIL]}
        art={<AdvisoryArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
