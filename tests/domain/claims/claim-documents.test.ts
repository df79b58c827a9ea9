import { describe, expect, it } from 'vitest';
import { claimDocumentsByPeril, missingDocuments } from '../../../src/domain/claims/claim-documents';
import type { Peril } from '../../../src/domain/claims/perils';

const at = (iso: string) => new Date(iso);

describe('the documents each peril needs', () => {
  it.each<[Peril, boolean, string[]]>([
    ['burglary_theft', true, ['police_abstract', 'photo', 'proof_of_ownership']],
    ['fire_explosion', true, ['photo', 'police_abstract', 'repair_estimate', 'proof_of_ownership']],
    ['natural_disaster', true, ['photo', 'repair_estimate', 'proof_of_ownership']],
    ['accidental_damage', true, ['photo', 'repair_estimate', 'proof_of_ownership']],
    ['third_party_liability', false, ['third_party_claim', 'photo']],
  ])('%s (items: %s) misses %j before any upload', (peril, hasItems, missing) => {
    expect(missingDocuments({ peril, hasItems, files: [], requests: [] })).toEqual(missing);
  });

  it('never counts an if-applicable document as missing', () => {
    const optional = Object.values(claimDocumentsByPeril)
      .flat()
      .filter((requirement) => requirement.need === 'if_applicable')
      .map((requirement) => requirement.type);
    expect(optional.sort()).toEqual(['fire_brigade_report', 'police_abstract', 'weather_report']);
    expect(
      missingDocuments({
        peril: 'third_party_liability',
        hasItems: false,
        files: [
          { type: 'third_party_claim', uploadedAt: at('2026-06-01T00:00:00Z') },
          { type: 'photo', uploadedAt: at('2026-06-01T00:00:00Z') },
        ],
        requests: [],
      }),
    ).toEqual([]);
  });

  it('asks again for a requested document until one arrives after the request', () => {
    const files = [
      { type: 'police_abstract' as const, uploadedAt: at('2026-06-01T00:00:00Z') },
      { type: 'photo' as const, uploadedAt: at('2026-06-01T00:00:00Z') },
      { type: 'proof_of_ownership' as const, uploadedAt: at('2026-06-01T00:00:00Z') },
    ];
    const requests = [{ type: 'police_abstract' as const, requestedAt: at('2026-06-02T00:00:00Z') }];
    expect(missingDocuments({ peril: 'burglary_theft', hasItems: true, files, requests })).toEqual([
      'police_abstract',
    ]);
    const answered = [...files, { type: 'police_abstract' as const, uploadedAt: at('2026-06-03T00:00:00Z') }];
    expect(missingDocuments({ peril: 'burglary_theft', hasItems: true, files: answered, requests })).toEqual(
      [],
    );
  });
});
