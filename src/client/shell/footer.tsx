import { Link } from 'wouter';
import { agency } from '../../domain/business';
import { legalIdentity } from '../../domain/legal-identity';
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
            Contact
          </h2>
          <ContactLines />
          <HoursLines className="footer__note" />
          <p className="footer__note">
            USSD <strong>{agency.ussdCode}</strong>
          </p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer__heading">
            Quick links
          </h2>
          <ul className="footer__links">
            <li>
              <SectionLink href={paths.about}>About us</SectionLink>
            </li>
            <li>
              <Link href={paths.products}>Our products</Link>
            </li>
            <li>
              <Link href={paths.terms}>Terms &amp; Conditions</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer__heading">
            Follow us
          </h2>
          <ul className="footer__links">
            {socialLinks.map((social) => (
              <li key={social.href}>
                <a href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-map" className="footer__map">
          <h2 id="footer-map" className="footer__heading">
            Find us
          </h2>
          <MapPanel />
        </section>
      </div>
      <div className="footer__install">
        <InstallAppSlot />
      </div>
      <p className="footer__legal">{legalIdentity}</p>
      <p className="footer__copyright">
        © {year === null ? '' : `${year} `}
        {agency.name}. All rights reserved.
      </p>
    </footer>
  );
}
