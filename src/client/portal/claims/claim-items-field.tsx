// What the claim says was lost or damaged: under each section the cover insures, the items the
// policy lists (ticked, with the estimated loss of each) and the items the client names with their value.
// A cover insured by totals lists nothing, so naming items is the only way such a tenant can claim.
import { useId } from 'react';
import type { ClaimableCover } from '../../../domain/api/claims';
import { claimFormMessages } from '../../../domain/claims/claim-screen-messages';
import { type CoverSection, coverSections } from '../../../domain/cover-sections';
import type { NamedDraftItem } from './claim-draft';
import { ClaimSectionItems } from './claim-section-items';

interface ClaimItemsFieldProps {
  cover: Pick<ClaimableCover, 'items' | 'sections'>;
  losses: Record<string, string>;
  named: NamedDraftItem[];
  errors: Record<string, string>;
  onLossesChange: (losses: Record<string, string>) => void;
  onNamedChange: (named: NamedDraftItem[]) => void;
}

/** The sections to show: those the cover insures, or (a form kept before sections) those its items name. */
function sectionsOf(cover: ClaimItemsFieldProps['cover']) {
  if (cover.sections.length > 0) return cover.sections;
  return coverSections
    .filter((section) => cover.items.some((item) => item.kind === section))
    .map((section) => ({ section, name: '', sum_insured: null }));
}

export function ClaimItemsField(props: ClaimItemsFieldProps) {
  const { cover, losses, named, errors } = props;
  const id = useId();
  const listError = errors.items ?? null;
  const chosen = Object.keys(losses);
  const nothingChosen = chosen.length === 0 && named.length === 0;
  return (
    <fieldset
      className="claim-fieldset"
      aria-describedby={[`${id}-hint`, listError ? `${id}-error` : null].filter(Boolean).join(' ')}
    >
      <legend>{claimFormMessages.lostOrDamaged}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {claimFormMessages.itemsHint({ listed: cover.items.length > 0 ? 'yes' : 'no' })}
      </p>
      {sectionsOf(cover).map(({ section, sum_insured }) => (
        <ClaimSectionItems
          key={section}
          section={section as CoverSection}
          sumInsured={sum_insured}
          listed={cover.items.filter((item) => item.kind === section)}
          losses={losses}
          named={named}
          errors={errors}
          invalidWhenEmpty={Boolean(listError) && nothingChosen}
          listErrorId={listError ? `${id}-error` : null}
          onLossesChange={props.onLossesChange}
          onNamedChange={props.onNamedChange}
        />
      ))}
      {listError && (
        // With no listed item to tick, no box takes the focus and says it: the message is announced, and
        // each Add button is described by it.
        <p id={`${id}-error`} className="field__error" role={cover.items.length === 0 ? 'alert' : undefined}>
          {listError}
        </p>
      )}
    </fieldset>
  );
}
