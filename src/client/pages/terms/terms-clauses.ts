import { agency } from '../../../domain/business';
import { legalIdentity } from '../../../domain/legal-identity';

export interface Clause {
  title: string;
  text: string;
}

const we = agency.name;

// Point 9: fourteen clauses. Seven are the spec's (not an insurer, agent or broker; claims and disputes go
// to the insurer; products may change without notice; eligibility at our sole discretion; consent to data
// processing; Kenyan law and non-exclusive Kenyan courts; no third-party rights); the other seven are what
// such an agency's terms carry, in the same plain voice.
export const termsClauses: readonly Clause[] = [
  {
    title: 'About these terms',
    text: `These terms apply whenever you use the ${we} website, app, USSD code ${agency.ussdCode} or chat service ("our services"). By using our services you accept them. If you do not accept them, please do not use our services.`,
  },
  {
    title: 'We are not an insurer, agent or broker',
    // The agency's legal identity, word for word as the footer, the documents and the e-mails say it.
    text: `${legalIdentity} We show you covers offered by licensed insurers and pass your details and payment to the insurer you choose; the policy document sets out the terms of your cover.`,
  },
  {
    title: 'Eligibility is our decision',
    text: 'We decide, at our sole discretion, who may use our services and buy covers through them, and our decision is final. We may refuse or stop a request without giving a reason.',
  },
  {
    title: 'The information you give must be true',
    text: 'You must give true, complete and current information, about yourself, your property and your vehicle. An insurer may refuse a claim or cancel a policy based on wrong or missing information, and we are not responsible for that.',
  },
  {
    title: 'Products may change',
    text: 'We may vary or withdraw any product, price, benefit or feature of our services at any time without notice. A cover you have already bought keeps the terms of its policy.',
  },
  {
    title: 'Premiums and payment',
    text: 'Premiums are in Kenya shillings and include the levies and stamp duty shown before you pay. You pay by M-Pesa or another method we show. Your cover starts only when the insurer has received your payment and confirmed the policy.',
  },
  {
    title: 'Policy documents',
    text: 'Your policy documents come from the insurer, by e-mail or SMS. Read them when they arrive: they, not our pages, say exactly what is covered and what is not. Tell us at once if anything in them is wrong.',
  },
  {
    title: 'Claims and disputes go to the insurer',
    text: 'Claims, and any dispute about a policy or a claim, are made directly to the insurer that issued the policy. We may help you reach the insurer, but we do not decide or pay claims.',
  },
  {
    title: 'Your personal data',
    text: "By using our services you consent to us collecting and processing your personal data to provide them: to get quotations, to pass your details to insurers, to take payments and to contact you. We handle it under Kenya's Data Protection Act, 2019, and share it only with the insurers, payment providers and service providers who need it.",
  },
  {
    title: 'Using our services',
    text: 'We try to keep our services available at all times but do not promise that they will be uninterrupted or free of errors. You must not misuse them, interfere with them or use them for anything unlawful.',
  },
  {
    title: 'Limits on our liability',
    text: 'As far as the law allows, we are not liable for any indirect loss, or for any loss caused by an insurer, a payment provider, a network outage or information you gave us. Nothing in these terms limits a liability that the law does not allow us to limit.',
  },
  {
    title: 'Changes to these terms',
    text: `We may change these terms from time to time; the version on this page applies from the day it is published. For questions about them, write to ${agency.email} or call ${agency.phones[0]}.`,
  },
  {
    title: 'No rights for third parties',
    text: 'These terms are between you and us. No one else may enforce any of them.',
  },
  {
    title: 'Kenyan law and courts',
    text: 'These terms are governed by the laws of Kenya. The courts of Kenya have non-exclusive jurisdiction over any dispute about them.',
  },
];
