import { Link } from 'wouter';
import { paths } from '../routing/paths';
import { homeCoverage, homeFaqs, homeSellingPoints } from './home-insurance/home-insurance-content';
import { CheckList } from './product-page/check-list';
import { ContentSection } from './product-page/content-section';
import { FaqList } from './product-page/faq-list';
import { FeatureGrid } from './product-page/feature-grid';
import { ProductHero } from './product-page/product-hero';

export default function HomeInsurancePage() {
  return (
    <>
      <ProductHero
        title="Home Insurance"
        lead="A domestic package for renters and homeowners: your building, household goods and gadgets, covered against fire, burglary, floods and more. Quote online and pay with M-Pesa."
        description="Home insurance for renters and homeowners in Kenya: fire, burglary, floods and liability cover. Get a quote online in minutes and pay with M-Pesa."
        image={{
          src: '/images/house.jpg',
          alt: 'A family home behind a green shield, with an acacia tree in the garden',
          width: 640,
          height: 440,
        }}
      >
        <div className="product-actions">
          <Link href={paths.homePackage} className="button button--primary">
            Get Quote
          </Link>
          <Link href={paths.profile} className="button button--ghost">
            Client Portal
          </Link>
        </div>
      </ProductHero>
      <ContentSection
        id="coverage-heading"
        title="What's covered"
        intro="One policy, three sections: the building (for owners), household contents and portable items. Each pays for:"
      >
        <FeatureGrid features={homeCoverage} />
      </ContentSection>
      <ContentSection id="why-heading" title="Why choose our home cover" tone="alt">
        <CheckList items={homeSellingPoints} />
      </ContentSection>
      <FaqList faqs={homeFaqs} />
      {/* A reader who got to the end of the page finds the way to a quote there. */}
      <ContentSection id="quote-heading" title="Ready to cover your home?" tone="alt">
        <p className="page-section__intro">
          Tell us what to cover and compare four insurers' prices in minutes, then pay with M-Pesa.
        </p>
        <div className="product-actions">
          <Link href={paths.homePackage} className="button button--primary">
            Get Quote
          </Link>
        </div>
      </ContentSection>
    </>
  );
}
