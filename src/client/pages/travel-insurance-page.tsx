import { productPageMessages } from '../../domain/pages/product-page-messages';
import { travelMessages as messages } from '../../domain/pages/travel-messages';
import { shellMessages } from '../../domain/shell-messages';
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
        title={shellMessages.travelInsurance}
        lead={messages.lead}
        description={messages.description}
        image={{
          src: '/images/travel.svg',
          alt: messages.imageAlt,
          width: 640,
          height: 440,
        }}
      >
        <ComingSoonNotice title={messages.comingSoonTitle}>{messages.comingSoonText}</ComingSoonNotice>
      </ProductHero>
      <ContentSection id="covers-heading" title={productPageMessages.whatItCovers}>
        <FeatureGrid features={travelCovers()} />
      </ContentSection>
      <ContentSection id="why-heading" title={messages.whyTitle} tone="alt">
        <CheckList items={travelReasons()} />
      </ContentSection>
      <FaqList faqs={travelFaqs()} />
    </>
  );
}
