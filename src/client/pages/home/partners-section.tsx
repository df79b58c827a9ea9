import { ArrowUpRight } from 'lucide-react';
import { homeSectionsMessages as messages } from '../../../domain/pages/home-sections-messages';
import { underwriterLicence, underwriters, underwriterTagline } from '../../../domain/underwriters';
import { underwriterSite } from '../../config/underwriter-sites';
import { ExternalLink } from '../../ui/external-link';
import { FadeInSection } from '../../ui/fade-in-section';
import { UnhurriedImage } from '../../ui/unhurried-image';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Our Partners: the four underwriters, each with logo, tagline and a link to its own site (point 1). */
export function PartnersSection() {
  return (
    <FadeInSection labelledBy="partners-heading" className="home-section home-section--alt">
      <div className="container">
        <div className="section-intro">
          <p className="eyebrow">{messages.underwrittenBy}</p>
          <h2 id="partners-heading">{messages.ourPartners}</h2>
          <p>{messages.partnersIntro}</p>
        </div>
        <ul className="partners">
          {underwriters.map((partner) => {
            const site = underwriterSite(partner.id);
            return (
              <li key={partner.id} className="partner-card">
                <UnhurriedImage src={partner.logo} alt="" width="64" height="64" />
                <h3 className="partner-card__name">{partner.name}</h3>
                <p className="partner-card__tagline">{underwriterTagline(partner)}</p>
                {/* The licence's legal words stay in English on the Kiswahili page, as the documents print them. */}
                <p className="partner-card__licence" lang="en">
                  {capitalised(underwriterLicence(partner.id) ?? '')}
                </p>
                {site && (
                  <ExternalLink href={site} className="partner-card__link">
                    {messages.visitWebsite}
                    <span className="visually-hidden">
                      {' '}
                      {messages.websiteOf} {partner.name}
                    </span>
                    <ArrowUpRight aria-hidden="true" size={16} />
                  </ExternalLink>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </FadeInSection>
  );
}
