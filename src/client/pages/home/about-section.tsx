import { agency } from '../../../domain/business';
import { legalIdentityMessages } from '../../../domain/legal-identity';
import { homeSectionsMessages as messages } from '../../../domain/pages/home-sections-messages';
import { FadeInSection } from '../../ui/fade-in-section';
import { BenefitsTrio } from './benefits-trio';

/** About Us (the navbar's /#about target) and the 'what you get' trio under it. */
export function AboutSection() {
  return (
    <FadeInSection id="about" labelledBy="about-heading" className="home-section">
      <div className="container">
        <div className="section-intro">
          <p className="eyebrow">{messages.whoWeAre}</p>
          <h2 id="about-heading">{messages.aboutUs}</h2>
          <p>
            {messages.aboutBeforeCode} <strong>{agency.ussdCode}</strong>
            {messages.aboutAfterCode}
          </p>
          <p>
            {legalIdentityMessages.statement} {messages.insurerSettlesClaims}
          </p>
        </div>
        <BenefitsTrio />
      </div>
    </FadeInSection>
  );
}
