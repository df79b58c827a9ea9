import type { SettlementDays } from '../../../domain/claims/settlement-days';
import { settlementMark, settlementWords } from './claim-words';

/** "Day 80 of 90 Due soon": the count, and its mark in words beside it. */
export function SettlementFigure({ settlement }: { settlement: SettlementDays | null }) {
  const mark = settlementMark(settlement);
  return (
    <>
      {settlementWords(settlement)}
      {mark && (
        <strong className={`review-badge review-badge--${mark === 'Overdue' ? 'overdue' : 'due-soon'}`}>
          {mark}
        </strong>
      )}
    </>
  );
}
