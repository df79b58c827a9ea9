import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { agency, chatLink, formatChatNumber, telLink } from '../../../domain/business';
import { homeSectionsMessages as messages } from '../../../domain/pages/home-sections-messages';
import { shellMessages } from '../../../domain/shell-messages';
import { ExternalLink } from '../../ui/external-link';
import { FadeInSection } from '../../ui/fade-in-section';

/**
 * Contact & Location: both phone lines, both chat numbers, e-mail, the office and its hours. The map is the
 * footer's, just below: drawn once on this page.
 */
export function ContactSection() {
  const chatNumbers = [agency.chatNumbers.business, agency.chatNumbers.second];
  return (
    <FadeInSection labelledBy="contact-heading" className="home-section">
      <div className="container contact">
        <div>
          <div className="section-intro">
            <p className="eyebrow">{messages.talkToUs}</p>
            <h2 id="contact-heading">{messages.contactAndLocation}</h2>
          </div>
          <dl className="contact__list">
            <div className="contact__item">
              <dt>
                <Phone aria-hidden="true" size={20} /> {messages.callUs}
              </dt>
              {agency.phones.map((phone) => (
                <dd key={phone}>
                  <a href={telLink(phone)}>{phone}</a>
                </dd>
              ))}
            </div>
            <div className="contact__item">
              <dt>
                <MessageCircle aria-hidden="true" size={20} /> WhatsApp
              </dt>
              {chatNumbers.map((number) => (
                <dd key={number}>
                  <ExternalLink href={chatLink(number)}>{formatChatNumber(number)}</ExternalLink>
                </dd>
              ))}
            </div>
            <div className="contact__item">
              <dt>
                <Mail aria-hidden="true" size={20} /> {messages.email}
              </dt>
              <dd>
                <a href={`mailto:${agency.email}`}>{agency.email}</a>
              </dd>
            </div>
            <div className="contact__item">
              <dt>
                <MapPin aria-hidden="true" size={20} /> {messages.office}
              </dt>
              <dd>{agency.address}</dd>
              <dd>{agency.postalAddress}</dd>
            </div>
            <div className="contact__item">
              <dt>
                <Clock aria-hidden="true" size={20} /> {shellMessages.officeHours}
              </dt>
              <dd>{shellMessages.workingHours}</dd>
            </div>
            <div className="contact__item">
              <dt>
                <Phone aria-hidden="true" size={20} /> {shellMessages.claimsLine}
              </dt>
              <dd>
                {shellMessages.claimsHoursOn}{' '}
                <a href={telLink(agency.claimsLine.phone)}>{agency.claimsLine.phone}</a>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </FadeInSection>
  );
}
