// Distinct visitors for the load: each request comes from its own address and, when it pays, its own
// phone. The limits per address and per phone (quotations, M-Pesa prompts) are there to stop one caller
// hammering; a load test is many callers, as the outside test that set the goals was.
import { simulatedOutcomes } from '../../src/server/integrations/mpesa/simulator/simulator-outcomes';

export interface Visitor {
  /** X-Forwarded-For, believed from loopback because the bench server trusts 127.0.0.1 as its proxy. */
  address: string;
  /** A number the simulator pays from (no suffix that picks a failure or a delay). */
  phone: string;
}

export function visitorSequence(firstOctet: number): () => Visitor {
  let count = 0;
  let phoneCount = 0;
  return () => {
    count += 1;
    const address = `${firstOctet}.${(count >> 16) & 255}.${(count >> 8) & 255}.${count & 255}`;
    let phone: string;
    do {
      phoneCount += 1;
      phone = `2547${String(firstOctet * 1_000_000 + phoneCount).padStart(8, '0')}`;
    } while (phone.slice(-4) in simulatedOutcomes);
    return { address, phone };
  };
}
