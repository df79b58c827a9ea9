import { personalAccidentMessages as messages } from '../../domain/pages/personal-accident-messages';
import { productPageMessages } from '../../domain/pages/product-page-messages';
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
        title={messages.title}
        lead={messages.lead}
        description={messages.description}
        image={{
          src: '/images/personal.jpg',
          alt: messages.imageAlt,
          width: 640,
          height: 440,
        }}
      >
        <ComingSoonNotice title={messages.comingSoonTitle}>{messages.comingSoonText}</ComingSoonNotice>
      </ProductHero>
      <ContentSection id="covers-heading" title={productPageMessages.whatItCovers}>
        <FeatureGrid features={accidentCovers()} />
      </ContentSection>
      <FaqList faqs={accidentFaqs()} />
    </>
  );
}
