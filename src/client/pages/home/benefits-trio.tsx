import { Headset, Smartphone, Zap } from 'lucide-react';
import { homeSectionsMessages as messages } from '../../../domain/pages/home-sections-messages';

// Point 2: the 'what you get' trio.
const benefits = () => [
  { icon: Zap, title: messages.fastTitle, text: messages.fastText },
  { icon: Smartphone, title: messages.convenienceTitle, text: messages.convenienceText },
  { icon: Headset, title: messages.trustTitle, text: messages.trustText },
];

export function BenefitsTrio() {
  return (
    <div className="benefits">
      <h3 className="benefits__heading">{messages.whatYouGet}</h3>
      <ul className="benefits__list">
        {benefits().map(({ icon: Icon, title, text }) => (
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
