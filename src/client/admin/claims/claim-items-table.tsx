// A claim's items as the operator weighs them: under each section, each item with its estimated
// loss, whether the policy lists it or the client named it, and what bounds it (a listed item's own sum
// insured, a named item's section's). The total line shows the cap the approval is held to, each section
// counted once. Three columns, so the table fits a 360 px phone without scrolling sideways.

import type { AdminClaim } from '../../../domain/api/admin-claims';
import { claimSectionNames } from '../../../domain/claims/claim-sections';
import { coverSections } from '../../../domain/cover-sections';
import { formatShillings } from '../../../domain/money';

export function ClaimItemsTable({ detail }: { detail: AdminClaim }) {
  const { claim } = detail;
  return (
    <table className="claim-items">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Estimated loss</th>
          <th scope="col">Sum insured</th>
        </tr>
      </thead>
      {coverSections.map((section) => {
        const items = claim.items.filter((item) => item.section === section);
        if (items.length === 0) return null;
        return (
          <tbody key={section}>
            <tr>
              <th scope="colgroup" colSpan={3} className="claim-items__section">
                {claimSectionNames[section]}
              </th>
            </tr>
            {items.map((item) => (
              <tr key={item.cover_item_id ?? item.name}>
                <th scope="row">
                  {item.name}
                  <span className="claim-items__origin">
                    {item.named ? 'named by the client' : 'on the policy'}
                  </span>
                </th>
                <td>{formatShillings(item.estimated_loss)}</td>
                <td>
                  {formatShillings(item.sum_insured)}
                  {item.named && <span className="claim-items__origin">the section's</span>}
                </td>
              </tr>
            ))}
          </tbody>
        );
      })}
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{formatShillings(claim.total_estimated_loss)}</td>
          {/* A liability claim is capped by the liability limit, said under Items, not by these. */}
          <td>
            {detail.settlement_cap_basis === 'items' && (
              <>
                {formatShillings(detail.settlement_cap)}
                <span className="claim-items__origin">the most it can settle</span>
              </>
            )}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
