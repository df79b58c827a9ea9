import { type CoverageField, decideCoverage } from '../../../domain/coverage-rules';
import { coverageStepMessages } from '../../../domain/wizard/coverage-step-messages';
import { constructionNames, residenceTypeNames } from '../../../domain/wizard/property-choice-messages';
import { MoneyInput } from '../../ui/money-input';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { coverageAnswersOf } from '../state/quote-request';
import { useWizard } from '../state/use-wizard';
import { updatePropertyDetails, wizardSnapshot } from '../state/wizard-store';

// The values kept in the draft and sent are the English names; each is shown in the page's language.
const residenceTypes = Object.keys(residenceTypeNames) as (keyof typeof residenceTypeNames)[];
const constructionMaterials = Object.keys(constructionNames) as (keyof typeof constructionNames)[];

/** The owner's building: its value and where and what it is (point 2, Coverage Details). */
export function PropertyFields({ showErrors }: { showErrors: boolean }) {
  const { ownerData } = useWizard().owner;
  // After a refused Next, each field says what the coverage rule still misses, until it is put right.
  const decision = showErrors ? decideCoverage(coverageAnswersOf(wizardSnapshot())) : null;
  const problemOf = (field: CoverageField) =>
    decision && !decision.ok ? (decision.problems.find((p) => p.field === field)?.message ?? null) : null;
  return (
    <fieldset className="form-section">
      <legend>{coverageStepMessages.yourBuilding}</legend>
      <MoneyInput
        label={coverageStepMessages.buildingValue}
        hint={coverageStepMessages.buildingValueHint}
        value={ownerData.valueOfBuilding}
        onChange={(value) => updatePropertyDetails({ valueOfBuilding: value })}
        required
        error={problemOf('building')}
      />
      <TextField
        label={coverageStepMessages.location}
        placeholder={coverageStepMessages.locationPlaceholder}
        value={ownerData.location}
        onChange={(value) => updatePropertyDetails({ location: value })}
        required
        error={problemOf('location')}
      />
      <div className="form-grid">
        <TextField
          label={coverageStepMessages.countyTown}
          value={ownerData.countyTown}
          onChange={(value) => updatePropertyDetails({ countyTown: value })}
        />
        <SelectField
          label={coverageStepMessages.residenceType}
          value={ownerData.typeOfResidence}
          options={residenceTypes}
          labelOf={(option) => residenceTypeNames[option as keyof typeof residenceTypeNames] ?? option}
          onChange={(value) => updatePropertyDetails({ typeOfResidence: value })}
        />
        <SelectField
          label={coverageStepMessages.construction}
          value={ownerData.construction}
          options={constructionMaterials}
          labelOf={(option) => constructionNames[option as keyof typeof constructionNames] ?? option}
          onChange={(value) => updatePropertyDetails({ construction: value })}
        />
        <TextField
          label={coverageStepMessages.houseNumber}
          value={ownerData.houseNumber}
          onChange={(value) => updatePropertyDetails({ houseNumber: value })}
        />
        <TextField
          label={coverageStepMessages.plotNumber}
          value={ownerData.plotNumber}
          onChange={(value) => updatePropertyDetails({ plotNumber: value })}
        />
      </div>
    </fieldset>
  );
}
