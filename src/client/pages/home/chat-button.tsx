import { MessageCircle } from 'lucide-react';
import { agency, chatLink } from '../../../domain/business';

/** The floating chat-app button (point 2), to the business number. */
export function ChatButton() {
  return (
    <a
      className="chat-button"
      href={chatLink(agency.chatNumbers.business)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
    >
      <MessageCircle aria-hidden="true" size={28} />
    </a>
  );
}
