// Client addresses for requests a test makes: a fresh one per call, so the per-address rate limits of
// one test file never meet (each file has its own database, so files never meet at all).
let address = 0;

export function nextAddress(): string {
  address += 1;
  return `10.20.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}
