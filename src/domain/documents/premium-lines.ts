// The premium as both documents itemise it: the cover's base premium and each statutory levy, computed by
// the one premium function (premium.ts) so a document can never disagree with what was charged.
import { formatShillings } from '../money';
import { addLevies, statutoryLevies } from '../premium';

export interface DocumentLine {
  label: string;
  amount: string;
}

const percentOf = (basisPoints: number) => `${basisPoints / 100}%`;

export function premiumLines(premium: number): DocumentLine[] {
  const breakdown = addLevies(premium);
  return [
    { label: 'Premium', amount: formatShillings(breakdown.premium) },
    {
      label: `PHCF (${percentOf(statutoryLevies.phcfBasisPoints)})`,
      amount: formatShillings(breakdown.phcf),
    },
    {
      label: `Training Levy (${percentOf(statutoryLevies.trainingLevyBasisPoints)})`,
      amount: formatShillings(breakdown.trainingLevy),
    },
    { label: 'Stamp Duty', amount: formatShillings(breakdown.stampDuty) },
    { label: 'Total paid', amount: formatShillings(breakdown.total) },
  ];
}
