import { agency } from '../../../domain/business';
import { legalIdentity } from '../../../domain/legal-identity';
import { FadeInSection } from '../../ui/fade-in-section';
import { BenefitsTrio } from './benefits-trio';

/** About Us (the navbar's /#about target) and the 'what you get' trio under it. */
export function AboutSection() {
  return (
    <FadeInSection id="about" labelledBy="about-heading" className="home-section">
      <div className="container">
        <div className="section-intro">
          <p className="eyebrow">Who we are</p>
          <h2 id="about-heading">About Us</h2>
          <p>
            {agency.name} helps individuals and businesses across Kenya buy the right cover without the
            paperwork. We compare motor, home, travel and personal accident covers from four licensed
            insurers, and you buy on the channel that suits you: dial <strong>{agency.ussdCode}</strong>, buy
            online, or chat with us. Your cover is ready in {agency.coverTime}, your documents arrive by
            e-mail or SMS, and our claims line answers around the clock.
          </p>
          <p>{legalIdentity} That insurer settles your claims directly.</p>
        </div>
        <BenefitsTrio />
      </div>
    </FadeInSection>
  );
}
