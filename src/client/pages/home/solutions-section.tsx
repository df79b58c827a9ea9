import { ArrowRight, Car, HeartPulse, House, Plane } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../routing/paths';
import { FadeInSection } from '../../ui/fade-in-section';

// Point 2: the Insurance Solutions cards, in the spec's order.
const solutions = [
  {
    icon: Car,
    title: 'Motor Insurance',
    text: 'Private, PSV, commercial, prime movers, tuktuk, motorcycle and taxi covers.',
    href: paths.motorInsurance,
  },
  {
    icon: Plane,
    title: 'Travel Insurance',
    text: 'Medical, cancellation and baggage cover for trips abroad. Coming soon.',
    href: paths.travelInsurance,
  },
  {
    icon: House,
    title: 'Home Insurance',
    text: 'A domestic package for owners and tenants, bought online and paid with M-Pesa.',
    href: paths.homeInsurance,
  },
  {
    icon: HeartPulse,
    title: 'Personal Accident',
    text: 'Support for you and your family after an accident. Coming soon.',
    href: paths.personalAccident,
  },
] as const;

export function SolutionsSection() {
  return (
    <FadeInSection labelledBy="solutions-heading" className="home-section">
      <div className="container">
        <div className="section-intro">
          <p className="eyebrow">What we cover</p>
          <h2 id="solutions-heading">Insurance Solutions</h2>
        </div>
        <ul className="solutions">
          {solutions.map(({ icon: Icon, title, text, href }) => (
            <li key={href}>
              <Link href={href} className="solution-card">
                <span className="icon-tile solution-card__icon">
                  <Icon aria-hidden="true" size={28} />
                </span>
                <span className="solution-card__title">{title}</span>
                <span className="solution-card__text">{text}</span>
                <span className="solution-card__more" aria-hidden="true">
                  Explore <ArrowRight size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </FadeInSection>
  );
}
