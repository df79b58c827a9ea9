import { MessageCircle } from 'lucide-react';
import { agency, chatLink } from '../../../domain/business';
import { homeHeroMessages } from '../../../domain/pages/home-hero-messages';

/** The floating chat-app button (point 2), to the business number. */
export function ChatButton() {
  return (
    <a
      className="chat-button"
      href={chatLink(agency.chatNumbers.business)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={homeHeroMessages.chatWithUs}
    >
      <MessageCircle aria-hidden="true" size={28} />
    </a>
  );
}
