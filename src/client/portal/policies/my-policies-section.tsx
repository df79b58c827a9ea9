// Point 2, /profile's My Policies section: the signed-in client's covers (GET covers/), kept on the device
// for offline reading. Mounted by the profile page; everything about policies lives in this room.

export interface MyPoliciesSectionProps {
  userId: string;
  /** The signed-in user's M-Pesa number: Pay Now starts with it (point 2). */
  msisdn: string | null;
}

export function MyPoliciesSection(_props: MyPoliciesSectionProps) {
  return <p>Loading policies...</p>;
}
