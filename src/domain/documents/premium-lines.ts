// The premium as both documents itemise it: the cover's base premium and each statutory levy, computed by
// the one premium function (premium.ts) so a document can never disagree with what was charged.
import { formatShillings } from '../money';
import { addLevies, statutoryLevies } from '../premium';
import { documentWords } from './document-words';

export interface DocumentLine {
  label: string;
  amount: string;
}

const percentOf = (basisPoints: number) => `${basisPoints / 100}%`;

export function premiumLines(premium: number): DocumentLine[] {
  const breakdown = addLevies(premium);
  return [
    { label: documentWords.premium, amount: formatShillings(breakdown.premium) },
    {
      label: documentWords.phcf({ percent: percentOf(statutoryLevies.phcfBasisPoints) }),
      amount: formatShillings(breakdown.phcf),
    },
    {
      label: documentWords.trainingLevy({ percent: percentOf(statutoryLevies.trainingLevyBasisPoints) }),
      amount: formatShillings(breakdown.trainingLevy),
    },
    { label: documentWords.stampDuty, amount: formatShillings(breakdown.stampDuty) },
    { label: documentWords.totalPaid, amount: formatShillings(breakdown.total) },
  ];
}
