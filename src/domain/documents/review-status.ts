// Where the agency's review of a paid application stands (the operators' review queue drives it); the
// policy schedule is issued once it is 'approved'.
export const reviewStatuses = ['pending', 'approved', 'declined', 'info_requested'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

// What an operator may decide on a paid application; each decision is kept, in order, as its history.
export const reviewActions = ['approved', 'declined', 'info_requested'] as const;
export type ReviewAction = (typeof reviewActions)[number];
