// Where each cover document is stored (through the storage interface: a file or an S3 object).
// Keys are made of the cover's UUID (checked by the route) and fixed words only; never of what a client typed.
// A document printed before M-Pesa's receipt number was known (its callback lost) is kept under a
// '-pending' key, so the number's arrival makes the next read render the final one instead of serving it.
const pending = (numbered: boolean) => (numbered ? '' : '-pending');
export const scheduleKey = (coverId: string, numbered: boolean) =>
  `covers/${coverId}/schedule${pending(numbered)}.pdf`;
// The receipt names the policy number once there is one, so the one stored before approval is replaced.
export const receiptKey = (coverId: string, issued: boolean, numbered: boolean) =>
  `covers/${coverId}/receipt${issued ? '-issued' : ''}${pending(numbered)}.pdf`;
// The cover note is printed once: what it says (the payment, the 30 days from it) never changes.
export const coverNoteKey = (coverId: string) => `covers/${coverId}/cover-note.pdf`;
