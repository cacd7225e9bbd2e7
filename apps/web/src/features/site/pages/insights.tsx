import { paths } from '@ctp/domain/paths';
import { lazyComponent } from '@/lib/lazy-component';
import { MarketArt } from '../art/market';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';

const sections = lazyComponent(() => import('../sections/insights'), (module) => module.Sections);

export function Component() {
  return (
    <main>
      <PageHero
        eyebrow="Market Intelligence"
        title={
          <>
            Decision-grade intelligence for{' '}
            <span className="bg-linear-to-r from-gold-300 to-gold-500 bg-clip-text text-transparent">commodity markets</span>
          </>
        }
        lead="Live prices, short-term forecasts, geopolitical alerts and a weekly brief from our proprietary analytics platform, built for people who trade gold, energy and currency risk."
        actions={[
          { label: 'Access Market Intelligence', to: paths.signIn },
          { label: 'Compare Packages', href: '#intelligence-packages', variant: 'secondary' },
        ]}
        art={<MarketArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
