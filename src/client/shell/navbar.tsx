import { Link, useLocation } from 'wouter';
import { shellMessages } from '../../domain/shell-messages';
import { LanguageSwitch } from '../language/language-switch';
import { paths } from '../routing/paths';
import { SectionLink } from '../routing/section-link';
import { BrandLogo } from './brand-logo';
import { ProductsDropdown } from './products-dropdown';
import { SideMenuToggle } from './side-menu-toggle';
import { useScrolledPast } from './use-scrolled-past';

// Point 2: the navbar changes style once the page is scrolled past 50 px.
export const navbarScrollThresholdPx = 50;

export function Navbar() {
  const scrolled = useScrolledPast(navbarScrollThresholdPx);
  const [location] = useLocation();
  const current = (href: string) => (location === href ? 'page' : undefined);

  return (
    <header className={`navbar${scrolled ? ' navbar--scrolled' : ''}`} data-scrolled={scrolled}>
      <nav className="container navbar__inner" aria-label={shellMessages.mainNavigation}>
        <BrandLogo />
        <ul className="navbar__links">
          <li>
            <Link href={paths.home} aria-current={current(paths.home)}>
              {shellMessages.home}
            </Link>
          </li>
          <li>
            <SectionLink href={paths.about}>{shellMessages.about}</SectionLink>
          </li>
          <li>
            <ProductsDropdown />
          </li>
          <li>
            <Link href={paths.terms} aria-current={current(paths.terms)}>
              {shellMessages.terms}
            </Link>
          </li>
        </ul>
        <div className="navbar__actions">
          <LanguageSwitch className="navbar__language" />
          <Link href={paths.profile} className="button button--ghost navbar__portal">
            {shellMessages.clientPortal}
          </Link>
          <Link href={paths.homePackage} className="button button--primary navbar__quote">
            {shellMessages.getQuote}
          </Link>
          <SideMenuToggle />
        </div>
      </nav>
    </header>
  );
}
