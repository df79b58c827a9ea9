import { type CoverageField, decideCoverage } from '../../../domain/coverage-rules';
import { MoneyInput } from '../../ui/money-input';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { coverageAnswersOf } from '../state/quote-request';
import { useWizard } from '../state/use-wizard';
import { updatePropertyDetails, wizardSnapshot } from '../state/wizard-store';

const residenceTypes = ['Bungalow', 'Maisonette', 'Apartment / flat', 'Villa', 'Townhouse', 'Other'] as const;
const constructionMaterials = [
  'Stone',
  'Brick',
  'Concrete blocks',
  'Timber',
  'Iron sheets (mabati)',
  'Other',
] as const;

/** The owner's building: its value and where and what it is (point 2, Coverage Details). */
export function PropertyFields({ showErrors }: { showErrors: boolean }) {
  const { ownerData } = useWizard().owner;
  // After a refused Next, each field says what the coverage rule still misses, until it is put right.
  const decision = showErrors ? decideCoverage(coverageAnswersOf(wizardSnapshot())) : null;
  const problemOf = (field: CoverageField) =>
    decision && !decision.ok ? (decision.problems.find((p) => p.field === field)?.message ?? null) : null;
  return (
    <fieldset className="form-section">
      <legend>Your building</legend>
      <MoneyInput
        label="Value of the building"
        hint="What it would cost to rebuild, not the land."
        value={ownerData.valueOfBuilding}
        onChange={(value) => updatePropertyDetails({ valueOfBuilding: value })}
        required
        error={problemOf('building')}
      />
      <TextField
        label="Location"
        placeholder="e.g. Kilimani, Nairobi"
        value={ownerData.location}
        onChange={(value) => updatePropertyDetails({ location: value })}
        required
        error={problemOf('location')}
      />
      <div className="form-grid">
        <TextField
          label="County / town"
          value={ownerData.countyTown}
          onChange={(value) => updatePropertyDetails({ countyTown: value })}
        />
        <SelectField
          label="Type of residence"
          value={ownerData.typeOfResidence}
          options={residenceTypes}
          onChange={(value) => updatePropertyDetails({ typeOfResidence: value })}
        />
        <SelectField
          label="Construction material"
          value={ownerData.construction}
          options={constructionMaterials}
          onChange={(value) => updatePropertyDetails({ construction: value })}
        />
        <TextField
          label="House number"
          value={ownerData.houseNumber}
          onChange={(value) => updatePropertyDetails({ houseNumber: value })}
        />
        <TextField
          label="Plot number"
          value={ownerData.plotNumber}
          onChange={(value) => updatePropertyDetails({ plotNumber: value })}
        />
      </div>
    </fieldset>
  );
}
