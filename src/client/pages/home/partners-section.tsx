import { ArrowUpRight } from 'lucide-react';
import { underwriterLicence, underwriters } from '../../../domain/underwriters';
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
          <p className="eyebrow">Underwritten by</p>
          <h2 id="partners-heading">Our Partners</h2>
          <p>Every cover we sell is issued and paid by one of these licensed Kenyan insurers.</p>
        </div>
        <ul className="partners">
          {underwriters.map((partner) => {
            const site = underwriterSite(partner.id);
            return (
              <li key={partner.id} className="partner-card">
                <UnhurriedImage src={partner.logo} alt="" width="64" height="64" />
                <h3 className="partner-card__name">{partner.name}</h3>
                <p className="partner-card__tagline">{partner.tagline}</p>
                <p className="partner-card__licence">{capitalised(underwriterLicence(partner.id) ?? '')}</p>
                {site && (
                  <ExternalLink href={site} className="partner-card__link">
                    Visit website<span className="visually-hidden"> of {partner.name}</span>
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
