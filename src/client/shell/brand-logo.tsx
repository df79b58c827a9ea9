import { Link } from 'wouter';
import { agency } from '../../domain/business';
import { paths } from '../routing/paths';

export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link href={paths.home} className={`brand brand--${tone}`} aria-label={`${agency.name}, home`}>
      <img src="/favicon.svg" alt="" width="36" height="36" />
      <span className="brand__name">
        {agency.shortName}
        <span className="brand__suffix"> Insurance</span>
      </span>
    </Link>
  );
}
