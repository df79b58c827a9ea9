import { clientStats } from '../../../domain/business';
import { homeSectionsMessages as messages } from '../../../domain/pages/home-sections-messages';
import { FadeInSection } from '../../ui/fade-in-section';
import { useCountUp } from '../../ui/use-count-up';
import { type InView, useInView } from '../../ui/use-in-view';

// Point 9: each counter runs for 2 s.
export const counterDurationMs = 2000;

type Stat = (typeof clientStats)[number];

function StatCounter({ stat, inView }: { stat: Stat; inView: InView }) {
  const value = useCountUp(stat.value, counterDurationMs, inView);
  return (
    <li className="stat">
      {/* The moving figure is for the eye; a screen reader gets the final figure once. */}
      <span className="stat__value" aria-hidden="true" data-testid="stat-value">
        {value}
        {stat.suffix}
      </span>
      <span className="visually-hidden">
        {stat.value}
        {stat.suffix}{' '}
      </span>
      <span className="stat__label">{messages[stat.id]}</span>
    </li>
  );
}

/**
 * Our Clients: three counters that count up from 0, once, when scrolled into view. The page as first
 * drawn (prerendered, or without scripts) shows the figures themselves.
 */
export function ClientsSection() {
  const [ref, inView] = useInView<HTMLUListElement>(0.5);
  return (
    <FadeInSection labelledBy="clients-heading" className="home-section home-section--brand">
      <div className="container">
        <div className="section-intro section-intro--light">
          <p className="eyebrow">{messages.trustedEveryDay}</p>
          <h2 id="clients-heading">{messages.ourClients}</h2>
          <p>{messages.clientsIntro}</p>
        </div>
        <ul ref={ref} className="stats" data-counting={inView.seen}>
          {clientStats.map((stat) => (
            <StatCounter key={stat.id} stat={stat} inView={inView} />
          ))}
        </ul>
      </div>
    </FadeInSection>
  );
}
