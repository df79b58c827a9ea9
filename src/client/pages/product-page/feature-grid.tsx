import type { LucideIcon } from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Cards of an icon, a title and a sentence: what a cover pays for, its cover types, its benefits. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="feature-grid">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="feature-card">
          <span className="icon-tile feature-card__icon">
            <Icon aria-hidden="true" size={24} />
          </span>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
