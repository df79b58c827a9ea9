// The home page after its hero: loaded when the reader scrolls near it (home-page.tsx).
import { AboutSection } from './about-section';
import { ClientsSection } from './clients-section';
import { ContactSection } from './contact-section';
import { PartnersSection } from './partners-section';
import { SolutionsSection } from './solutions-section';

export default function BelowTheFold() {
  return (
    <>
      <AboutSection />
      <PartnersSection />
      <SolutionsSection />
      <ClientsSection />
      <ContactSection />
    </>
  );
}
