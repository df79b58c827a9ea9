import { CheckList } from './product-page/check-list';
import { ComingSoonNotice } from './product-page/coming-soon-notice';
import { ContentSection } from './product-page/content-section';
import { FaqList } from './product-page/faq-list';
import { FeatureGrid } from './product-page/feature-grid';
import { ProductHero } from './product-page/product-hero';
import { travelCovers, travelFaqs, travelReasons } from './travel/travel-content';

/** Informational only (point 2): no actions until the cover is sold. */
export default function TravelInsurancePage() {
  return (
    <>
      <ProductHero
        title="Travel Insurance"
        lead="Medical, cancellation and baggage cover for business trips, holidays and study abroad, so a missed flight or a hospital visit does not ruin the journey."
        description="Travel insurance from Kenya: medical emergencies abroad, trip cancellation, lost baggage and delays. Coming soon."
        image={{
          src: '/images/travel.svg',
          alt: 'A suitcase, a globe and an aeroplane climbing above the clouds',
          width: 640,
          height: 440,
        }}
      >
        <ComingSoonNotice title="Coming soon!!">
          Travel insurance is not on sale yet; it opens with our partner insurers shortly.
        </ComingSoonNotice>
      </ProductHero>
      <ContentSection id="covers-heading" title="What it covers">
        <FeatureGrid features={travelCovers} />
      </ContentSection>
      <ContentSection id="why-heading" title="Why choose us" tone="alt">
        <CheckList items={travelReasons} />
      </ContentSection>
      <FaqList faqs={travelFaqs} />
    </>
  );
}
