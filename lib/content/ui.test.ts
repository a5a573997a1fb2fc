import { readFileSync } from 'node:fs';
import { parseFile } from './read';
import { getUi, uiSchema } from './ui';

describe('the shared interface words', () => {
  it('are read from content/ui.json', () => {
    expect(getUi().opensInNewTab).toBe('(opens in a new tab)');
  });

  it('fail the build naming the field an editor left empty', () => {
    const file = JSON.parse(readFileSync('content/ui.json', 'utf8'));
    expect(() => parseFile('content/ui.json', uiSchema, { ...file, quickLinks: ' ' })).toThrow(/content\/ui\.json:\n {2}- field "quickLinks": is required/);
  });
});
