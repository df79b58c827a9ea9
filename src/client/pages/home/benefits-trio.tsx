import { Headset, Smartphone, Zap } from 'lucide-react';
import { agency } from '../../../domain/business';

// Point 2: the 'what you get' trio.
const benefits = [
  {
    icon: Zap,
    title: 'Fast and simple',
    text: `Answer a few questions and get covered in ${agency.coverTime}. No forms to print, no office visit.`,
  },
  {
    icon: Smartphone,
    title: 'Convenience',
    text: `Buy by USSD on ${agency.ussdCode}, online or on WhatsApp, pay with M-Pesa, and get your documents by e-mail or SMS.`,
  },
  {
    icon: Headset,
    title: 'Trust and stress-free support',
    text: 'Licensed partner insurers, plain-language covers, and a claims line open 24/7.',
  },
] as const;

export function BenefitsTrio() {
  return (
    <div className="benefits">
      <h3 className="benefits__heading">What you get</h3>
      <ul className="benefits__list">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="benefit-card">
            <span className="icon-tile benefit-card__icon">
              <Icon aria-hidden="true" size={24} />
            </span>
            <h4 className="benefit-card__title">{title}</h4>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
