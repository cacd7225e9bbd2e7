import { paths } from '@ctp/domain/paths';
import { localizedPath } from '@ctp/domain/languages';
import { useTexts } from '@/lib/i18n/texts';
import { lazyComponent } from '@/lib/lazy-component';
import { GoldBarsArt } from '../art/gold-bars';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';
import { goldPageTexts } from './gold.texts';

const sections = lazyComponent(() => import('../sections/gold'), (module) => module.Sections);

export function Component() {
  const { text, language } = useTexts(goldPageTexts);
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
          { label: text.start, to: paths.signIn },
          { label: text.desk, to: localizedPath(paths.contact, language), variant: 'secondary' },
        ]}
        art={<GoldBarsArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
