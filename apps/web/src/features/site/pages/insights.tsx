import { paths } from '@ctp/domain/paths';
import { useTexts } from '@/lib/i18n/texts';
import { lazyComponent } from '@/lib/lazy-component';
import { MarketArt } from '../art/market';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';
import { insightsPageTexts } from './insights.texts';

const sections = lazyComponent(() => import('../sections/insights'), (module) => module.Sections);

export function Component() {
  const { text } = useTexts(insightsPageTexts);
  return (
    <main>
      <PageHero
        eyebrow={text.eyebrow}
        title={
          <>
            {text.titleStart}{' '}
            <span className="bg-linear-to-r from-gold-300 to-gold-500 bg-clip-text text-transparent">{text.titleHighlight}</span>
          </>
        }
        lead={text.lead}
        actions={[
          { label: text.access, to: paths.signIn },
          { label: text.compare, href: '#intelligence-packages', variant: 'secondary' },
        ]}
        art={<MarketArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
