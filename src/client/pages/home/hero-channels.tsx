import { Globe, MessageCircle, Smartphone } from 'lucide-react';
import { agency, chatLink, ussdLink } from '../../../domain/business';
import { homeHeroMessages } from '../../../domain/pages/home-hero-messages';
import { ExternalLink } from '../../ui/external-link';

/** Point 1's three channels, listed on every hero slide: USSD, the online shop and the chat app. */
export function HeroChannels() {
  return (
    <div className="hero-channels">
      <p className="hero-channels__label">{homeHeroMessages.buyCoverBy}</p>
      <ul className="hero-channels__list">
        <li>
          <a className="hero-channels__chip" href={ussdLink(agency.ussdCode)}>
            <Smartphone aria-hidden="true" size={16} />
            <span>
              USSD <strong>{agency.ussdCode}</strong>
            </span>
          </a>
        </li>
        <li>
          <ExternalLink className="hero-channels__chip" href={agency.onlinePurchaseSite}>
            <Globe aria-hidden="true" size={16} />
            <span>{homeHeroMessages.onlinePurchase}</span>
          </ExternalLink>
        </li>
        <li>
          <ExternalLink className="hero-channels__chip" href={chatLink(agency.chatNumbers.business)}>
            <MessageCircle aria-hidden="true" size={16} />
            <span>{homeHeroMessages.whatsAppPurchase}</span>
          </ExternalLink>
        </li>
      </ul>
    </div>
  );
}
