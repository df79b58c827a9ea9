// /terms carries the privacy notice the signup checkbox links to (/terms#privacy): what is collected, why,
// who sees it, how long it is kept, and the rights under Kenya's Data Protection Act 2019 with the portal's
// way to use them.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentTermsVersion } from '../../../src/domain/terms-version';
import { renderAppAt } from '../../helpers/render-app';

describe('the terms page', () => {
  it('has a privacy notice at #privacy that says what is kept, for how long, and how to download or delete it', async () => {
    renderAppAt('/terms#privacy');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Privacy notice' });
    const section = heading.closest('section');
    expect(section?.id).toBe('privacy');
    const notice = within(section as HTMLElement);
    for (const part of [
      'What we collect',
      'Why we use it',
      'Who sees it',
      'How long we keep it',
      'Your rights',
    ]) {
      expect(notice.getByRole('heading', { level: 3, name: part })).toBeTruthy();
    }
    const text = section?.textContent ?? '';
    expect(text).toContain('Data Protection Act, 2019');
    expect(text).toContain('Download my data');
    expect(text).toContain('Delete my account');
    expect(text).toContain('5 years');
    expect(text).toContain(`Version ${currentTermsVersion().version}`);
  });
});
