import { Link } from 'wouter';
import { homeInsuranceMessages as messages } from '../../domain/pages/home-insurance-messages';
import { productPageMessages } from '../../domain/pages/product-page-messages';
import { shellMessages } from '../../domain/shell-messages';
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
        title={shellMessages.homeInsurance}
        lead={messages.lead}
        description={messages.description}
        image={{
          src: '/images/house.jpg',
          alt: messages.imageAlt,
          width: 640,
          height: 440,
        }}
      >
        <div className="product-actions">
          <Link href={paths.homePackage} className="button button--primary">
            {productPageMessages.getQuote}
          </Link>
          <Link href={paths.profile} className="button button--ghost">
            {shellMessages.clientPortal}
          </Link>
        </div>
      </ProductHero>
      <ContentSection id="coverage-heading" title={messages.coveredTitle} intro={messages.coveredIntro}>
        <FeatureGrid features={homeCoverage()} />
      </ContentSection>
      <ContentSection id="why-heading" title={messages.whyTitle} tone="alt">
        <CheckList items={homeSellingPoints()} />
      </ContentSection>
      <FaqList faqs={homeFaqs()} />
      {/* A reader who got to the end of the page finds the way to a quote there. */}
      <ContentSection id="quote-heading" title={messages.readyTitle} tone="alt">
        <p className="page-section__intro">{messages.readyText}</p>
        <div className="product-actions">
          <Link href={paths.homePackage} className="button button--primary">
            {productPageMessages.getQuote}
          </Link>
        </div>
      </ContentSection>
    </>
  );
}
