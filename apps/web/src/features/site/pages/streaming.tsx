import { paths } from '@ctp/domain/paths';
import { lazyComponent } from '@/lib/lazy-component';
import { MiningArt } from '../art/mining';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';

const sections = lazyComponent(() => import('../sections/streaming'), (module) => module.Sections);

export function Component() {
  return (
    <main>
      <PageHero
        eyebrow="Commodity Investment"
        title={
          <>
            Streaming & Royalty finance for the{' '}
            <span className="bg-linear-to-r from-gold-300 to-gold-500 bg-clip-text text-transparent">next generation of mines</span>
          </>
        }
        lead="We connect investors with mining projects that need development capital, through streaming and royalty agreements backed by advisory and ESG models."
        actions={[
          { label: 'Explore Opportunities', to: paths.signIn },
          { label: 'Discuss an Investment', to: paths.contact, variant: 'secondary' },
        ]}
        art={<MiningArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
