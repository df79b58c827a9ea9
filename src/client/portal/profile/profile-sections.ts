// Point 2: the five sections of /profile, in the menu's order, and My Claims after My Policies.
import { profileScreenMessages } from '../../../domain/profile-page-messages';

export const profileSectionIds = [
  'personal',
  'professional',
  'address',
  'policies',
  'claims',
  'account',
] as const;

export type ProfileSectionId = (typeof profileSectionIds)[number];

/** The section's name in the menu and as its heading, in the page's language. */
export function sectionLabel(id: ProfileSectionId): string {
  return profileScreenMessages[id];
}
