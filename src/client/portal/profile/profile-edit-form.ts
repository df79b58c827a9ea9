// The three edit dialogs (point 2): which fields each edits, and the contact form's rules (point 5) for
// them, first failure first. The rules are the API's own schemas, so the dialog and the PUT agree.
import { type Profile, type UpdateProfileInput, UpdateProfileSchema } from '../../../domain/api/profile';
import { ContactSchema } from '../../../domain/api/quotations';
import { profileScreenMessages as texts } from '../../../domain/profile-page-messages';

export type EditableSection = 'personal' | 'professional' | 'address';

export type ProfileField = Exclude<keyof UpdateProfileInput, 'id'>;

export interface EditField {
  name: ProfileField;
  label: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}

// Getters, so a title or a label is read in the page's language when the dialog shows it.
export const editSections: Record<EditableSection, { readonly title: string; readonly fields: EditField[] }> =
  {
    personal: {
      get title() {
        return texts.editPersonal;
      },
      // The contact form's order, so the first message belongs to the topmost field.
      get fields(): EditField[] {
        return [
          { name: 'name', label: texts.fullName, autoComplete: 'name' },
          { name: 'msisdn', label: texts.phone, type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
          { name: 'email', label: texts.email, type: 'email', autoComplete: 'email', inputMode: 'email' },
          { name: 'id_number', label: texts.idNumber, inputMode: 'numeric' },
        ];
      },
    },
    professional: {
      get title() {
        return texts.editProfessional;
      },
      get fields(): EditField[] {
        return [
          { name: 'profession', label: texts.profession, autoComplete: 'organization-title' },
          { name: 'kra_pin', label: texts.kraPin, autoComplete: 'off' },
        ];
      },
    },
    address: {
      get title() {
        return texts.editAddress;
      },
      get fields(): EditField[] {
        return [
          { name: 'address', label: texts.postalAddress, autoComplete: 'street-address' },
          // No rule of the spec's asks for it: optional.
          { name: 'physicalAddress', label: texts.physicalAddress, autoComplete: 'off' },
        ];
      },
    },
  };

const sectionSchemas = {
  personal: ContactSchema.pick({ name: true, msisdn: true, email: true, id_number: true }),
  professional: ContactSchema.pick({ profession: true, kra_pin: true }),
  address: ContactSchema.pick({ address: true }).extend({
    physicalAddress: UpdateProfileSchema.shape.physicalAddress,
  }),
} as const;

export type EditValues = Partial<Record<ProfileField, string>>;

/** The form's starting values: the profile's, with empty text for what it lacks. */
export function valuesOf(section: EditableSection, profile: Profile): EditValues {
  return Object.fromEntries(editSections[section].fields.map(({ name }) => [name, profile[name] ?? '']));
}

/** The first problem in the section's field order, or null when it may be saved. */
export function firstProblem(
  section: EditableSection,
  values: EditValues,
): { field: ProfileField; message: string } | null {
  const parsed = sectionSchemas[section].safeParse(values);
  if (parsed.success) return null;
  const order = editSections[section].fields.map(({ name }) => name as string);
  const [first] = [...parsed.error.issues].sort(
    (a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])),
  );
  return first ? { field: String(first.path[0]) as ProfileField, message: first.message } : null;
}

/** Point 7's PUT body: the whole profile, with the section's edits over it. */
export function updatedProfile(profile: Profile, values: EditValues): UpdateProfileInput {
  return {
    name: profile.name,
    msisdn: profile.msisdn,
    email: profile.email ?? '',
    id_number: profile.id_number ?? '',
    profession: profile.profession ?? '',
    kra_pin: profile.kra_pin ?? '',
    address: profile.address ?? '',
    physicalAddress: profile.physicalAddress ?? '',
    ...values,
  };
}

/**
 * The profile as it will be once an edit waiting in the outbox is saved: the edit's values, read as the
 * server reads them (the same schema: trimmed, the phone normalised), an empty optional field 'Not provided'.
 */
export function profileWithEdit(profile: Profile, edit: UpdateProfileInput): Profile {
  const parsed = UpdateProfileSchema.safeParse(edit);
  if (!parsed.success) return profile;
  const { name, msisdn, email, id_number, profession, kra_pin, address, physicalAddress } = parsed.data;
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    ...profile,
    name,
    msisdn,
    email: orNull(email),
    id_number: orNull(id_number),
    profession: orNull(profession),
    kra_pin: orNull(kra_pin),
    address: orNull(address),
    physicalAddress: orNull(physicalAddress),
  };
}
