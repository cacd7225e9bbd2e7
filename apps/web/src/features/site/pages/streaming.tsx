import { paths } from '@ctp/domain/paths';
import { localizedPath } from '@ctp/domain/languages';
import { useTexts } from '@/lib/i18n/texts';
import { lazyComponent } from '@/lib/lazy-component';
import { MiningArt } from '../art/mining';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';
import { streamingPageTexts } from './streaming.texts';

const sections = lazyComponent(() => import('../sections/streaming'), (module) => module.Sections);

export function Component() {
  const { text, language } = useTexts(streamingPageTexts);
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
          { label: text.explore, to: paths.signIn },
          { label: text.discuss, to: localizedPath(paths.contact, language), variant: 'secondary' },
        ]}
        art={<MiningArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
