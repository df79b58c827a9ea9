// The audit log's actions in words. An action not listed here (a newer server) shows as recorded.
const actionWords: Record<string, string> = {
  'operator.added': 'Operator added',
  'operator.setup_started': 'Set-up started',
  'operator.setup_completed': 'Set-up completed',
  'operator.signed_in': 'Signed in',
  'operator.login_failed': 'Failed sign-in',
  'operator.signed_out': 'Signed out',
  'operator.disabled': 'Operator disabled',
  'operator.unlocked': 'Sign-in unlocked',
  'application.approve': 'Application approved',
  'application.decline': 'Application declined',
  'application.request_info': 'Information asked for',
  'payment_exception.matched': 'Payment matched to a cover',
  'payment_exception.resolved': 'Payment exception resolved',
  'claim.request_document': 'Claim document asked for',
  'claim.start_review': 'Claim review started',
  'claim.first_approval': 'Claim approved (first of two)',
  'claim.approve': 'Claim approved',
  'claim.decline': 'Claim declined',
  'claim.settle': 'Claim marked settled',
  'lead.called': 'Call-back request marked called',
};

export const auditActionWords = (action: string) => actionWords[action] ?? action;

/** Before and after as a reviewer reads them: indented JSON, or a dash when nothing was recorded. */
export const auditValueWords = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
