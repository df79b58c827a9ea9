/** Point 4: selecting a policy pauses 100 ms before jumping on, so the choice is seen to register. */
export const selectionPauseMs = 100;

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
