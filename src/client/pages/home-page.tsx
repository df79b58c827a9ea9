import { agency } from '../../domain/business';
import { usePageMeta } from '../ui/use-page-meta';
import { AboutSection } from './home/about-section';
import { ChatButton } from './home/chat-button';
import { ClientsSection } from './home/clients-section';
import { ContactSection } from './home/contact-section';
import { HeroCarousel } from './home/hero-carousel';
import { PartnersSection } from './home/partners-section';
import { SolutionsSection } from './home/solutions-section';
import './home/home.css';

export default function HomePage() {
  usePageMeta(
    'Insurance made simple',
    `Motor, home, travel and personal accident covers from four Kenyan insurers. Buy by USSD ${agency.ussdCode}, online or on WhatsApp, covered in ${agency.coverTime}.`,
  );
  return (
    <>
      <HeroCarousel />
      <AboutSection />
      <PartnersSection />
      <SolutionsSection />
      <ClientsSection />
      <ContactSection />
      <ChatButton />
    </>
  );
}
