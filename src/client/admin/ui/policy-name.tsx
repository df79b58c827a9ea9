// A policy as the back office names it: policyLabel's words, with the reference kept on one line
// so a narrow card never splits "K7Q3-M9XT" at its hyphen while staff read it back to a client.
import { type PolicyNames, policyLabel } from '../../../domain/policy-label';

export function PolicyName(names: PolicyNames) {
  const label = policyLabel(names);
  const at = label.lastIndexOf(names.reference);
  return (
    <>
      {label.slice(0, at)}
      <span className="policy-name__reference">{names.reference}</span>
      {label.slice(at + names.reference.length)}
    </>
  );
}
