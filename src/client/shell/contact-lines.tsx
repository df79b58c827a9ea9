import { Mail, MapPin, Phone } from 'lucide-react';
import { agency, telLink } from '../../domain/business';

interface ContactLinesProps {
  className?: string;
  /**
   * The top bar's single line: on a phone it shows the short address, while screen readers still get the
   * full one (global.css swaps them below 40rem).
   */
  compactAddress?: boolean;
}

/** Phone, e-mail and address: shown by the top bar, the side menu and the footer. */
export function ContactLines({ className, compactAddress = false }: ContactLinesProps) {
  const [mainPhone] = agency.phones;
  return (
    <ul className={`contact-lines ${className ?? ''}`}>
      {mainPhone && (
        <li>
          <Phone aria-hidden="true" size={16} />
          <a href={telLink(mainPhone)}>{mainPhone}</a>
        </li>
      )}
      <li>
        <Mail aria-hidden="true" size={16} />
        <a href={`mailto:${agency.email}`}>{agency.email}</a>
      </li>
      <li>
        <MapPin aria-hidden="true" size={16} />
        {compactAddress ? (
          <span>
            <span className="contact-lines__address-full">{agency.address}</span>
            <span className="contact-lines__address-short" aria-hidden="true">
              {agency.shortAddress}
            </span>
          </span>
        ) : (
          <span>{agency.address}</span>
        )}
      </li>
    </ul>
  );
}
