// Point 2: the five sections of /profile, in the menu's order, and My Claims after My Policies.
export const profileSections = [
  { id: 'personal', label: 'Personal Info' },
  { id: 'professional', label: 'Professional' },
  { id: 'address', label: 'Address' },
  { id: 'policies', label: 'My Policies' },
  { id: 'claims', label: 'My Claims' },
  { id: 'account', label: 'Account' },
] as const;

export type ProfileSectionId = (typeof profileSections)[number]['id'];

export function sectionLabel(id: ProfileSectionId): string {
  return profileSections.find((section) => section.id === id)?.label ?? '';
}
