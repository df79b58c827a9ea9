import './profile.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { Profile } from '../../../domain/api/profile';
import { formatPhoneForPeople } from '../../../domain/phone';
import { profilePageMessages, profileScreenMessages } from '../../../domain/profile-page-messages';
import { useSession } from '../../state/session';
import type { ClaimTarget } from '../claims/my-claims-section';
import { DetailsCard } from './details-card';
import { PendingPhoneCard } from './pending-phone-card';
import { type EditableSection, profileWithEdit } from './profile-edit-form';
import { ProfileLoading } from './profile-loading';
import { ProfileMenu } from './profile-menu';
import { type ProfileSectionId, sectionLabel } from './profile-sections';
import { QueuedProfileEditNotice } from './queued-profile-edit';
import { useProfile } from './use-profile';
import { useQueuedProfileEdit } from './use-queued-profile-edit';

// The portal opens on Personal Details: every other section and the edit dialog load when first opened,
// so the first screen parses and runs only what it shows (the policies room, with its payment, renewal and
// document dialogs, was most of the page's script). The claims room (its form, photo handling and status
// pages) loads when My Claims opens.
const MyClaimsSection = lazy(() => import('../claims/my-claims-section'));
const MyPoliciesSection = lazy(() =>
  import('../policies/my-policies-section').then((module) => ({ default: module.MyPoliciesSection })),
);
const AccountSection = lazy(() =>
  import('./account-section').then((module) => ({ default: module.AccountSection })),
);
const EditProfileDialog = lazy(() =>
  import('./edit-profile-dialog').then((module) => ({ default: module.EditProfileDialog })),
);

function detailsOf(section: EditableSection, profile: Profile) {
  switch (section) {
    case 'personal':
      return [
        { label: profileScreenMessages.fullName, value: profile.name },
        { label: profileScreenMessages.email, value: profile.email },
        { label: profileScreenMessages.phone, value: formatPhoneForPeople(profile.msisdn) },
        { label: profileScreenMessages.idNumber, value: profile.id_number },
      ];
    case 'professional':
      return [
        { label: profileScreenMessages.profession, value: profile.profession },
        { label: profileScreenMessages.kraPin, value: profile.kra_pin },
      ];
    case 'address':
      return [
        { label: profileScreenMessages.postalAddress, value: profile.address },
        { label: profileScreenMessages.physicalAddress, value: profile.physicalAddress },
      ];
  }
}

/** A section's place while its script loads: the size of a details card, so the page keeps its layout. */
function SectionLoading() {
  return (
    <p className="profile-card profile-card--loading" role="status">
      {profilePageMessages.sectionLoading}
    </p>
  );
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
      <h1 className="visually-hidden">{profileScreenMessages.heading}</h1>
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
        {/* One fallback for every section that loads on opening: it takes the section card's place, so
            nothing below it moves while the section's script arrives. */}
        <Suspense fallback={<SectionLoading />}>
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
            <MyClaimsSection userId={profile.id} claimOn={claimOn} onClaimClosed={() => setClaimOn(null)} />
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
                editLabel={profileScreenMessages.editSection({ section: sectionLabel(current) })}
                onEdit={() => setEditing(current)}
              />
            </>
          )}
        </Suspense>
      </section>
      {editing && (
        // A dialog floats over the page: nothing to hold the place of while it loads.
        <Suspense fallback={null}>
          <EditProfileDialog
            section={editing}
            profile={profile}
            onClose={() => setEditing(null)}
            onSaved={replace}
          />
        </Suspense>
      )}
    </div>
  );
}
