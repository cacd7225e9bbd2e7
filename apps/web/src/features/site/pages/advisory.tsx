import { useTexts } from '@/lib/i18n/texts';
import { lazyComponent } from '@/lib/lazy-component';
import { AdvisoryArt } from '../art/advisory';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';
import { useAdvisoryActions } from '../sections/advisory-actions';
import { advisoryPageTexts } from './advisory.texts';

const sections = lazyComponent(() => import('../sections/advisory'), (module) => module.Sections);

export function Component() {
  const { text } = useTexts(advisoryPageTexts);
  const actions = useAdvisoryActions();
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
        actions={actions}
        art={<AdvisoryArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
