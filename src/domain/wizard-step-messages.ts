// What the wizard says about where the visitor is in its six steps: the progress label
// under the heading, and what a screen reader hears after each step change.
export const wizardStepMessages = {
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  announcement: (step: number, total: number, title: string) => `Step ${step} of ${total}: ${title}`,
} as const;
