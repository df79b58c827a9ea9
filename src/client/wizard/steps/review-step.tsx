import { coverTypeLabels } from '../../../domain/cover-type';
import { itemsInForce } from '../../../domain/item-list';
import { formatShillings } from '../../../domain/money';
import { reviewWarnings } from '../../../domain/review-rules';
import { constructionNames, residenceTypeNames } from '../../../domain/wizard/property-choice-messages';
import { reviewStepMessages } from '../../../domain/wizard/review-step-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { QueuedContactNotice } from '../contact/queued-contact-notice';
import { useWizard } from '../state/use-wizard';
import { activeBranch, activeItemSections, nextStep, previousStep } from '../state/wizard-store';

/** A choice kept in English in the draft, in the page's language (a value from elsewhere as it is). */
const nameOf = (names: Record<string, string>, value: string) =>
  Object.hasOwn(names, value) ? (names[value] ?? value) : value;

/** Step 4, Review Your Quote (point 2). */
export function ReviewStep() {
  const snap = useWizard();
  const branch = activeBranch(snap);
  const itemSections = activeItemSections(snap);
  const policy = branch?.selectedPolicy ?? null;
  const details = snap.userDetails;
  const ownership = snap.formNavigation.ownershipType;
  const warnings = reviewWarnings({
    fullName: details.fullName,
    email: details.email,
    idNumber: details.id_number,
    mpesaNumber: details.mpesaNumber,
    hasPolicy: policy !== null,
  });
  const owner = snap.owner.ownerData;
  const itemGroups = [
    // What was quoted: a list kept under a total left at 0 is not part of the cover.
    {
      label: wizardStepMessages.householdItems,
      items: itemSections
        ? itemsInForce(itemSections.householdItemsDescriptions, itemSections.valueOfHousehold)
        : [],
    },
    {
      label: wizardStepMessages.portableGadgets,
      items: itemSections ? itemsInForce(itemSections.gadgetsDescriptions, itemSections.valueOfGadgets) : [],
    },
  ].filter((group) => group.items.length > 0);

  return (
    <div className="wizard-step">
      <QueuedContactNotice />
      {policy && (
        <section className="summary-card summary-card--highlight" aria-labelledby="review-policy">
          <h2 id="review-policy">{policy.name}</h2>
          <p>{policy.description}</p>
          <p className="summary-card__row">
            <strong>{reviewStepMessages.annualPremium}</strong>
            <span className="product-card__amount">{formatShillings(policy.quotation)}</span>
          </p>
          <p className="form-note">
            {wizardStepMessages.underwrittenBy({ underwriter: policy.under_writer.name })}
          </p>
        </section>
      )}

      <section className="summary-card" aria-labelledby="review-coverage">
        <h2 id="review-coverage">{reviewStepMessages.coverageDetails}</h2>
        <dl className="review-list">
          <div>
            <dt>{wizardStepMessages.coverType}</dt>
            <dd>{snap.formNavigation.coverType ? coverTypeLabels[snap.formNavigation.coverType] : '—'}</dd>
          </div>
          <div>
            <dt>{wizardStepMessages.ownership}</dt>
            <dd>
              {ownership === 'owner'
                ? wizardStepMessages.owner
                : ownership === 'tenant'
                  ? wizardStepMessages.tenant
                  : '—'}
            </dd>
          </div>
          {policy?.sections.map((section) => (
            <div key={section.name}>
              <dt>{section.name}</dt>
              <dd>{section.formattedValue}</dd>
            </div>
          ))}
          {ownership === 'owner' && (
            <>
              <div>
                <dt>{reviewStepMessages.location}</dt>
                <dd>{[owner.location, owner.countyTown].filter(Boolean).join(', ') || '—'}</dd>
              </div>
              {owner.typeOfResidence && (
                <div>
                  <dt>{reviewStepMessages.residenceType}</dt>
                  <dd>{nameOf(residenceTypeNames, owner.typeOfResidence)}</dd>
                </div>
              )}
              {owner.construction && (
                <div>
                  <dt>{reviewStepMessages.construction}</dt>
                  <dd>{nameOf(constructionNames, owner.construction)}</dd>
                </div>
              )}
              {(owner.houseNumber || owner.plotNumber) && (
                <div>
                  <dt>{reviewStepMessages.housePlot}</dt>
                  <dd>{[owner.houseNumber, owner.plotNumber].filter(Boolean).join(' / ')}</dd>
                </div>
              )}
            </>
          )}
        </dl>
      </section>

      <section className="summary-card" aria-labelledby="review-personal">
        <h2 id="review-personal">{reviewStepMessages.personalDetails}</h2>
        <dl className="review-list">
          {(
            [
              [reviewStepMessages.fullName, details.fullName],
              [reviewStepMessages.email, details.email],
              [reviewStepMessages.idNumber, details.id_number],
              [reviewStepMessages.mpesaNumber, details.mpesaNumber],
              [reviewStepMessages.profession, details.profession],
              [reviewStepMessages.postalAddress, details.postalAddress],
              [reviewStepMessages.kraPin, details.kraPin],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>

      {itemGroups.length > 0 && (
        <section className="summary-card" aria-labelledby="review-items">
          <h2 id="review-items">{reviewStepMessages.items}</h2>
          {itemGroups.map((group) => (
            <div key={group.label}>
              <p className="summary-card__row">
                <strong>{group.label}</strong>
              </p>
              <ul className="summary-card__items">
                {group.items.map((item) => (
                  <li key={item.name}>
                    <span>{item.name}</span>
                    <span>{formatShillings(item.value)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}

      {warnings.length > 0 && (
        <div className="form-warning" role="alert">
          {warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      )}
      <div className="wizard-actions">
        <button type="button" className="button button--ghost" onClick={previousStep}>
          {wizardStepMessages.back}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={warnings.length > 0}
          onClick={nextStep}
        >
          {reviewStepMessages.proceed}
        </button>
      </div>
    </div>
  );
}
