import { company } from '@/lib/company';
import { lazyComponent } from '@/lib/lazy-component';
import { ContactArt } from '../art/contact';
import { PageHero } from '../components/page-hero';
import { WhenVisible } from '../components/when-visible';

const sections = lazyComponent(() => import('../sections/contact'), (module) => module.Sections);

export function Component() {
  const { businessHours } = company;
  return (
    <main>
      <PageHero
        eyebrow="Contact"
        title={
          <>
            Let’s talk about your{' '}
            <span className="bg-linear-to-r from-gold-300 to-gold-500 bg-clip-text text-transparent">next trade</span>
          </>
        }
        lead={`From our head office in ${company.headOffice.city} and offices across six continents, our teams are ready to help with trading, market intelligence, investment and partnerships.`}
        highlights={[`${businessHours.days}, ${businessHours.hours} (${businessHours.timeZone})`, businessHours.activeTradeSupport]}
        art={<ContactArt className="w-full" />}
      />

      <WhenVisible content={sections} />
    </main>
  );
}
