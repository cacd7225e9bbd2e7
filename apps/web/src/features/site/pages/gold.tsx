import { paths } from '@ctp/domain/paths';
import { lazyComponent } from '@/lib/lazy-component';
import { GoldBarsArt } from '../art/gold-bars';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';

const sections = lazyComponent(() => import('../sections/gold'), (module) => module.Sections);

export function Component() {
  return (
    <main>
      <PageHero
        eyebrow="Gold Trading"
        title={
          <>
            Physical gold, traded with{' '}
            <span className="bg-linear-to-r from-gold-300 to-gold-500 bg-clip-text text-transparent">precision and security</span>
          </>
        }
        lead="Spot and long-term gold contracts between verified counterparties, on CIF or FOB terms, with Brinks secure delivery to the world's leading bullion hubs."
        actions={[
          { label: 'Start Gold Trading', to: paths.signIn },
          { label: 'Talk to the Trading Desk', to: paths.contact, variant: 'secondary' },
        ]}
        art={<GoldBarsArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
