import './profile.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { Profile } from '../../../domain/api';
import { formatPhoneForPeople } from '../../../domain/phone';
import { profilePageMessages } from '../../../domain/profile-page-messages';
import { useSession } from '../../state/session';
import type { ClaimTarget } from '../claims/my-claims-section';
import { MyPoliciesSection } from '../policies/my-policies-section';
import { AccountSection } from './account-section';
import { DetailsCard } from './details-card';
import { EditProfileDialog } from './edit-profile-dialog';
import { PendingPhoneCard } from './pending-phone-card';
import { type EditableSection, profileWithEdit } from './profile-edit-form';
import { ProfileLoading } from './profile-loading';
import { ProfileMenu } from './profile-menu';
import { type ProfileSectionId, sectionLabel } from './profile-sections';
import { QueuedProfileEditNotice } from './queued-profile-edit';
import { useProfile } from './use-profile';
import { useQueuedProfileEdit } from './use-queued-profile-edit';

// The claims room (its form, photo handling and status pages) loads when My Claims opens.
const MyClaimsSection = lazy(() => import('../claims/my-claims-section'));

function detailsOf(section: EditableSection, profile: Profile) {
  switch (section) {
    case 'personal':
      return [
        { label: 'Full Name', value: profile.name },
        { label: 'Email Address', value: profile.email },
        { label: 'Phone Number', value: formatPhoneForPeople(profile.msisdn) },
        { label: 'ID Number', value: profile.id_number },
      ];
    case 'professional':
      return [
        { label: 'Profession', value: profile.profession },
        { label: 'KRA PIN', value: profile.kra_pin },
      ];
    case 'address':
      return [
        { label: 'Postal Address', value: profile.address },
        { label: 'Physical Address', value: profile.physicalAddress },
      ];
  }
}

/** Point 2's /profile: the menu, the current section, and the section's dialogs. */
export function ProfilePortal() {
  const { profile: saved, offline, replace } = useProfile();
  const { msisdn, userDetails } = useSession();
  // An edit made offline shows at once, over the saved profile, until it is sent or cancelled.
  const queued = useQueuedProfileEdit(userDetails?.id ?? '', replace);
  const profile = saved && queued.waiting ? profileWithEdit(saved, queued.waiting.edit) : saved;
  // /profile?policy=<id> (Application Complete!'s way in) opens on that policy.
  const landOn = new URLSearchParams(useSearch()).get('policy');
  const [current, setCurrent] = useState<ProfileSectionId>(landOn ? 'policies' : 'personal');
  const [editing, setEditing] = useState<EditableSection | null>(null);
  const [claimOn, setClaimOn] = useState<ClaimTarget | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The menu item just chosen may fold away (phone): focus goes to what it opened, and a screen reader
  // hears the section's name.
  function show(section: ProfileSectionId) {
    setCurrent(section);
    requestAnimationFrame(() => heading.current?.focus());
  }

  if (!profile) return <ProfileLoading />;
  const headingId = `profile-section-${current}`;

  return (
    <div className="profile container">
      <h1 className="visually-hidden">My Profile</h1>
      <ProfileMenu profile={profile} current={current} onSelect={show} />
      <section className="profile__content" aria-labelledby={headingId}>
        <h2 id={headingId} className="profile__heading" ref={heading} tabIndex={-1}>
          {sectionLabel(current)}
        </h2>
        {offline && (
          <p className="profile-notice" role="status">
            {profilePageMessages.offlineCopy}
          </p>
        )}
        {current === 'policies' ? (
          <MyPoliciesSection
            userId={profile.id}
            msisdn={msisdn ?? profile.msisdn}
            landOn={landOn}
            onMakeClaim={(target) => {
              setClaimOn(target);
              show('claims');
            }}
          />
        ) : current === 'claims' ? (
          <Suspense fallback={<p>Loading claims…</p>}>
            <MyClaimsSection userId={profile.id} claimOn={claimOn} onClaimClosed={() => setClaimOn(null)} />
          </Suspense>
        ) : current === 'account' ? (
          <AccountSection userId={profile.id} offline={offline} />
        ) : (
          <>
            <QueuedProfileEditNotice queued={queued} />
            {current === 'personal' && profile.pending_msisdn && (
              <PendingPhoneCard
                profile={{ ...profile, pending_msisdn: profile.pending_msisdn }}
                onVerified={replace}
              />
            )}
            <DetailsCard
              rows={detailsOf(current, profile)}
              editLabel={`Edit ${sectionLabel(current)}`}
              onEdit={() => setEditing(current)}
            />
          </>
        )}
      </section>
      {editing && (
        <EditProfileDialog
          section={editing}
          profile={profile}
          onClose={() => setEditing(null)}
          onSaved={replace}
        />
      )}
    </div>
  );
}
