import { useTexts } from '@/lib/i18n/texts';
import { lazyComponent } from '@/lib/lazy-component';
import { ContactArt } from '../art/contact';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';
import { contactPageTexts } from './contact.texts';

const sections = lazyComponent(() => import('../sections/contact'), (module) => module.Sections);

export function Component() {
  const { text } = useTexts(contactPageTexts);
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
        highlights={text.highlights}
        art={<ContactArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
