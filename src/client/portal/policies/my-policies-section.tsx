// Point 2, /profile's My Policies section: the signed-in client's covers (GET covers/), kept on the device
// for offline reading. Mounted by the profile page; everything about policies lives in this room.
import './policies.css';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Policy } from '../../../domain/api/covers';
import { policiesMessages } from '../../../domain/policies-messages';
import { viewPolicy } from '../../../domain/policy-view';
import { paths } from '../../routing/paths';
import { AddItemsDialog } from './add-items-dialog';
import { PaymentHistoryDialog } from './payment-history-dialog';
import { type PolicyAction, PolicyCard } from './policy-card';
import { formatAge } from './policy-dates';
import { PolicyDetailsDialog } from './policy-details-dialog';
import { PortalPaymentDialog } from './portal-payment-dialog';
import { RenewDialog } from './renew-dialog';
import { useMyPolicies } from './use-my-policies';

export interface MyPoliciesSectionProps {
  userId: string;
  /** The signed-in user's M-Pesa number: Pay Now starts with it (point 2). */
  msisdn: string | null;
  /** 'Make a claim' on an in-force policy opens the claim form in My Claims. */
  onMakeClaim?: (target: { coverId: string; label: string }) => void;
  /** A policy to bring into view and focus once the list shows it (from Application Complete!). */
  landOn?: string | null;
}

export function MyPoliciesSection({ userId, msisdn, onMakeClaim, landOn }: MyPoliciesSectionProps) {
  const { policies, savedAt, fresh, loading, error, online, refresh } = useMyPolicies(userId);
  const listed = landOn ? (policies?.some((policy) => policy.id === landOn) ?? false) : false;
  useEffect(() => {
    if (!listed || !landOn) return;
    const heading = document.getElementById(`policy-${landOn}`);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.closest('article')?.scrollIntoView({ block: 'start' });
  }, [listed, landOn]);
  const [open, setOpen] = useState<{ action: PolicyAction; policyId: string } | null>(null);
  // The dialog reads the policy from the list, so a refresh (items added, a payment) shows in it at once.
  const openPolicy = (action: PolicyAction): Policy | null =>
    open?.action === action ? (policies?.find((policy) => policy.id === open.policyId) ?? null) : null;
  const close = () => setOpen(null);
  // The claim form of each in-force policy is kept on the device, for a claim made offline.
  const inForce = (policies ?? [])
    .filter((policy) => viewPolicy(policy).status === 'Active')
    .map((policy) => policy.id)
    .join(',');
  // A boolean, not the callback: the page passes a new function on each render.
  const claimable = onMakeClaim !== undefined;
  useEffect(() => {
    if (!fresh || !online || !claimable || inForce === '') return;
    void import('../claims/keep-claim-forms').then(({ keepClaimForms }) =>
      keepClaimForms(userId, inForce.split(',')),
    );
  }, [fresh, online, claimable, inForce, userId]);
  const refreshList = () => void refresh();
  // A renewal just made is unpaid; the list is read again so it shows, then Pay Now opens for it.
  const payRenewal = async (renewalId: string) => {
    await refresh();
    setOpen({ action: 'pay', policyId: renewalId });
  };

  if (policies === undefined) {
    if (loading) return <p className="policies-status">{policiesMessages.loading}</p>;
    return (
      <p className="form-error" role="alert">
        {online ? (error ?? policiesMessages.loadFailed) : policiesMessages.offlineNoCopy}
      </p>
    );
  }

  return (
    <div className="my-policies">
      {!fresh && savedAt !== null && (
        <p className="policies-status" role="status">
          {policiesMessages.lastUpdated({ age: formatAge(savedAt) })}
          {online ? '' : policiesMessages.offlineMark}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!online && <p className="form-warning">{policiesMessages.offlineActions}</p>}
      {policies.length === 0 ? (
        <div className="policies-empty">
          <p>{policiesMessages.empty}</p>
          <Link href={paths.homePackage} className="button button--primary">
            {policiesMessages.getStarted}
          </Link>
        </div>
      ) : (
        <div className="policies-grid">
          {policies.map((policy) => (
            <PolicyCard
              key={policy.id}
              policy={policy}
              online={online}
              onAction={(action, chosen) =>
                action === 'claim'
                  ? onMakeClaim?.({ coverId: chosen.id, label: viewPolicy(chosen).name })
                  : setOpen({ action, policyId: chosen.id })
              }
            />
          ))}
        </div>
      )}
      <PolicyDetailsDialog policy={openPolicy('details')} onClose={close} />
      <PaymentHistoryDialog policy={openPolicy('history')} onClose={close} />
      <AddItemsDialog policy={openPolicy('add')} online={online} onClose={close} onAdded={refreshList} />
      <RenewDialog
        policy={openPolicy('renew')}
        online={online}
        onClose={close}
        onRenewed={(renewalId) => void payRenewal(renewalId)}
      />
      <PortalPaymentDialog
        policy={openPolicy('pay')}
        msisdn={msisdn}
        online={online}
        onClose={close}
        onPaid={refreshList}
      />
    </div>
  );
}
