import { agency } from '../../domain/business';
import { motorMessages as messages } from '../../domain/pages/motor-messages';
import { productPageMessages } from '../../domain/pages/product-page-messages';
import { shellMessages } from '../../domain/shell-messages';
import { ExternalLink } from '../ui/external-link';
import { motorBenefits, motorCoverTypes, motorFaqs } from './motor/motor-content';
import { MotorShowcase } from './motor/motor-showcase';
import { ContentSection } from './product-page/content-section';
import { FaqList } from './product-page/faq-list';
import { FeatureGrid } from './product-page/feature-grid';
import { ProductHero } from './product-page/product-hero';
import './motor/motor.css';

export default function MotorInsurancePage() {
  return (
    <>
      <ProductHero
        title={shellMessages.motorInsurance}
        lead={messages.lead}
        description={messages.description}
        image={{
          src: '/images/hero/motor.svg',
          alt: messages.imageAlt,
          width: 560,
          height: 420,
        }}
      >
        <div className="product-actions">
          <ExternalLink href={agency.onlinePurchaseSite} className="button button--primary">
            {productPageMessages.getQuote}
          </ExternalLink>
        </div>
      </ProductHero>
      <ContentSection
        id="cover-types-heading"
        title={messages.coverTypesTitle}
        intro={messages.coverTypesIntro}
      >
        <FeatureGrid features={motorCoverTypes()} />
      </ContentSection>
      <ContentSection
        id="motor-products-heading"
        title={messages.productsTitle}
        intro={messages.productsIntro}
        tone="alt"
      >
        <MotorShowcase />
      </ContentSection>
      <ContentSection id="benefits-heading" title={messages.benefitsTitle}>
        <FeatureGrid features={motorBenefits()} />
      </ContentSection>
      <FaqList faqs={motorFaqs()} />
    </>
  );
}
