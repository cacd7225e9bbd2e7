import { paths } from '@ctp/domain/paths';
import { company } from '@/lib/company';
import { lazyComponent } from '@/lib/lazy-component';
import { GlobeArt } from '../art/globe';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';

const sections = lazyComponent(() => import('../sections/about'), (module) => module.Sections);

export function Component() {
  return (
    <main>
      <PageHero
        eyebrow={`About ${company.name}`}
        title={
          <>
            Modernising commodity trading with{' '}
            <span className="bg-linear-to-r from-gold-300 to-gold-500 bg-clip-text text-transparent">technology and analytics</span>
          </>
        }
        lead={`${company.name} is an investment company headquartered in ${company.headOffice.city}, ${company.headOffice.country}. We trade gold and fuel, publish market intelligence and finance mining projects through streaming, royalty and advisory mandates, all on one proprietary analytics platform.`}
        actions={[
          { label: 'Open the Client Portal', to: paths.signIn },
          { label: 'Contact Us', to: paths.contact, variant: 'secondary' },
        ]}
        art={<GlobeArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
