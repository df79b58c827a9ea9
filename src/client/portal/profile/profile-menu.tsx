import { ChevronDown, LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import type { Profile } from '../../../domain/api/profile';
import { profileScreenMessages } from '../../../domain/profile-page-messages';
import { type ProfileSectionId, profileSectionIds, sectionLabel } from './profile-sections';
import { useLogout } from './use-logout';

interface ProfileMenuProps {
  profile: Profile;
  current: ProfileSectionId;
  onSelect: (section: ProfileSectionId) => void;
}

/**
 * Point 2: on a desktop a side menu with the avatar initial, name and e-mail; on a phone the same list
 * folded behind a toggle (CSS decides which, at the app's 62rem breakpoint). Logout on both.
 */
export function ProfileMenu({ profile, current, onSelect }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { logout, pending } = useLogout();
  const initial = profile.name.trim().charAt(0).toUpperCase() || '?';

  return (
    <aside className="profile-menu">
      <nav aria-label={profileScreenMessages.sectionsNav}>
        <div className="profile-menu__identity">
          <span className="profile-menu__avatar" aria-hidden="true">
            {initial}
          </span>
          <span className="profile-menu__who">
            <span className="profile-menu__name">{profile.name}</span>
            {profile.email && <span className="profile-menu__email">{profile.email}</span>}
          </span>
        </div>
        <button
          type="button"
          className="profile-menu__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {profileScreenMessages.sectionsMenu}
          <ChevronDown aria-hidden="true" size={20} className="profile-menu__chevron" />
        </button>
        <ul id={listId} className="profile-menu__list" data-open={open}>
          {profileSectionIds.map((section) => (
            <li key={section}>
              <button
                type="button"
                className="profile-menu__link"
                aria-current={section === current ? 'true' : undefined}
                onClick={() => {
                  onSelect(section);
                  setOpen(false);
                }}
              >
                {sectionLabel(section)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="button button--ghost profile-menu__logout"
        onClick={logout}
        disabled={pending}
      >
        <LogOut aria-hidden="true" size={18} />
        {profileScreenMessages.logout}
      </button>
    </aside>
  );
}
