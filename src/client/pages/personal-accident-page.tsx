import { accidentCovers, accidentFaqs } from './personal-accident/personal-accident-content';
import { ComingSoonNotice } from './product-page/coming-soon-notice';
import { ContentSection } from './product-page/content-section';
import { FaqList } from './product-page/faq-list';
import { FeatureGrid } from './product-page/feature-grid';
import { ProductHero } from './product-page/product-hero';

/** Informational only (point 2): no actions until the cover is sold. */
export default function PersonalAccidentPage() {
  return (
    <>
      <ProductHero
        title="Personal Accident Cover"
        lead="An accident can stop your income overnight. Personal accident cover pays you or your family a lump sum, a weekly benefit and the medical bills, whoever was at fault."
        description="Personal accident cover in Kenya: accidental death, disability, medical reimbursement, funeral expenses and emergency services. Coming soon."
        image={{
          src: '/images/personal.jpg',
          alt: 'A person with a bandaged arm beside a shield, a heart and a first-aid kit',
          width: 640,
          height: 440,
        }}
      >
        <ComingSoonNotice title="Coming soon">
          Personal accident cover is not on sale yet; we are finalising it with our partner insurers.
        </ComingSoonNotice>
      </ProductHero>
      <ContentSection id="covers-heading" title="What it covers">
        <FeatureGrid features={accidentCovers} />
      </ContentSection>
      <FaqList faqs={accidentFaqs} />
    </>
  );
}
