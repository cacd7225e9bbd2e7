import { paths } from '@ctp/domain/paths';
import { lazyComponent } from '@/lib/lazy-component';
import { EnergyArt } from '../art/energy';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';

const sections = lazyComponent(() => import('../sections/fuel'), (module) => module.Sections);

export function Component() {
  return (
    <main>
      <PageHero
        eyebrow="Fuel Trading"
        title={
          <>
            Refined fuels and crude,{' '}
            <span className="bg-linear-to-r from-gold-300 to-gold-500 bg-clip-text text-transparent">delivered on your terms</span>
          </>
        }
        lead="EN590, Jet A1, crude oil and fuel oil, traded between verified counterparties through the world's key energy ports, by tank transfer or by vessel."
        actions={[
          { label: 'Start Fuel Trading', to: paths.signIn },
          { label: 'Talk to the Trading Desk', to: paths.contact, variant: 'secondary' },
        ]}
        art={<EnergyArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
