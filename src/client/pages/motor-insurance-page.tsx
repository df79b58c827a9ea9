import { agency } from '../../domain/business';
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
        title="Motor Insurance"
        lead="Third Party Only, Third Party Fire & Theft and Comprehensive covers for private cars, PSVs, commercial vehicles, prime movers, tuktuks, motorcycles and taxis."
        description="Motor insurance in Kenya: Third Party Only, Third Party Fire & Theft and Comprehensive covers for every kind of vehicle, bought online in minutes."
        image={{
          src: '/images/hero/motor.svg',
          alt: 'A car on an open road with a shield above it',
          width: 560,
          height: 420,
        }}
      >
        <div className="product-actions">
          <ExternalLink href={agency.onlinePurchaseSite} className="button button--primary">
            Get Quote
          </ExternalLink>
        </div>
      </ProductHero>
      <ContentSection
        id="cover-types-heading"
        title="Cover types"
        intro="Choose how much of the risk you hand over:"
      >
        <FeatureGrid features={motorCoverTypes} />
      </ContentSection>
      <ContentSection
        id="motor-products-heading"
        title="Our motor products"
        intro="Buy Now takes you to the insurer's own site to finish your purchase."
        tone="alt"
      >
        <MotorShowcase />
      </ContentSection>
      <ContentSection id="benefits-heading" title="Key benefits">
        <FeatureGrid features={motorBenefits} />
      </ContentSection>
      <FaqList faqs={motorFaqs} />
    </>
  );
}
