import { Mail, MapPin, Phone } from 'lucide-react';
import { agency, telLink } from '../../domain/business';

/** Phone, e-mail and address: shown by the top bar, the side menu and the footer. */
export function ContactLines({ className }: { className?: string }) {
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
        <span>{agency.address}</span>
      </li>
    </ul>
  );
}
