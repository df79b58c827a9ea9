import { Link } from 'wouter';
import { agency } from '../../domain/business';
import { legalIdentityMessages } from '../../domain/legal-identity';
import { shellMessages } from '../../domain/shell-messages';
import { uiMessages } from '../../domain/ui-messages';
import { InstallAppSlot } from '../pwa/install-app-slot';
import { paths } from '../routing/paths';
import { SectionLink } from '../routing/section-link';
import { ContactLines } from './contact-lines';
import { HoursLines } from './hours-lines';
import { MapPanel } from './map-panel';
import { useThisYear } from './use-this-year';

const socialLinks = [
  { label: 'Facebook', href: agency.social.facebook },
  { label: 'X (Twitter)', href: agency.social.x },
  { label: 'Instagram', href: agency.social.instagram },
  { label: 'LinkedIn', href: agency.social.linkedin },
] as const;

export function Footer() {
  const year = useThisYear();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">
            {shellMessages.footerContact}
          </h2>
          <ContactLines />
          <HoursLines className="footer__note" />
          <p className="footer__note">
            USSD <strong>{agency.ussdCode}</strong>
          </p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer__heading">
            {shellMessages.quickLinks}
          </h2>
          <ul className="footer__links">
            <li>
              <SectionLink href={paths.about}>{shellMessages.aboutUs}</SectionLink>
            </li>
            <li>
              <Link href={paths.products}>{shellMessages.ourProductsLink}</Link>
            </li>
            <li>
              <Link href={paths.terms}>{shellMessages.termsAndConditions}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer__heading">
            {shellMessages.followUs}
          </h2>
          <ul className="footer__links">
            {socialLinks.map((social) => (
              <li key={social.href}>
                <a href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.label}
                  <span className="visually-hidden"> {uiMessages.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-map" className="footer__map">
          <h2 id="footer-map" className="footer__heading">
            {shellMessages.findUs}
          </h2>
          <MapPanel />
        </section>
      </div>
      <div className="footer__install">
        <InstallAppSlot />
      </div>
      <p className="footer__legal">{legalIdentityMessages.statement}</p>
      <p className="footer__copyright">
        © {year === null ? '' : `${year} `}
        {agency.name}. {shellMessages.allRightsReserved}
      </p>
    </footer>
  );
}
