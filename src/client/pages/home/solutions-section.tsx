import { ArrowRight, Car, HeartPulse, House, Plane } from 'lucide-react';
import { Link } from 'wouter';
import { homeSectionsMessages as messages } from '../../../domain/pages/home-sections-messages';
import { shellMessages } from '../../../domain/shell-messages';
import { paths } from '../../routing/paths';
import { FadeInSection } from '../../ui/fade-in-section';

// Point 2: the Insurance Solutions cards, in the spec's order.
const solutions = () => [
  {
    icon: Car,
    title: shellMessages.motorInsurance,
    text: messages.motorText,
    href: paths.motorInsurance,
  },
  {
    icon: Plane,
    title: shellMessages.travelInsurance,
    text: messages.travelText,
    href: paths.travelInsurance,
  },
  {
    icon: House,
    title: shellMessages.homeInsurance,
    text: messages.homeText,
    href: paths.homeInsurance,
  },
  {
    icon: HeartPulse,
    title: shellMessages.personalAccident,
    text: messages.accidentText,
    href: paths.personalAccident,
  },
];

export function SolutionsSection() {
  return (
    <FadeInSection labelledBy="solutions-heading" className="home-section">
      <div className="container">
        <div className="section-intro">
          <p className="eyebrow">{messages.whatWeCover}</p>
          <h2 id="solutions-heading">{messages.insuranceSolutions}</h2>
        </div>
        <ul className="solutions">
          {solutions().map(({ icon: Icon, title, text, href }) => (
            <li key={href}>
              <Link href={href} className="solution-card">
                <span className="icon-tile solution-card__icon">
                  <Icon aria-hidden="true" size={28} />
                </span>
                <span className="solution-card__title">{title}</span>
                <span className="solution-card__text">{text}</span>
                <span className="solution-card__more" aria-hidden="true">
                  {messages.explore} <ArrowRight size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </FadeInSection>
  );
}
