import { afterEach, describe, expect, it } from 'vitest';
import { movedFloating } from './screen-obstacles.ts';

/** The mutation records of `change`, as a MutationObserver on the body watching styles reports them. */
async function recordsOf(change: () => void): Promise<MutationRecord[]> {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((batch) => records.push(...batch));
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style'],
  });
  change();
  await Promise.resolve();
  records.push(...observer.takeRecords());
  observer.disconnect();
  return records;
}

describe('movedFloating', () => {
  afterEach(() => document.body.replaceChildren());

  it('is true when a floating thing or something inside it changes its style', async () => {
    document.body.innerHTML =
      '<div data-tip-id="a"><p>tip</p></div><ol data-sonner-toaster><li>toast</li></ol>';
    const records = await recordsOf(() => {
      document.querySelector<HTMLElement>('[data-tip-id]')!.style.top = '10px';
      document.querySelector<HTMLElement>('[data-sonner-toaster] li')!.style.top = '20px';
    });
    expect(records).toHaveLength(2);
    expect(records.map((record) => movedFloating(record, '[data-sonner-toaster], [data-tip-id]'))).toEqual([
      true,
      true,
    ]);
  });

  it('is false for a style change elsewhere, and for a child added to a floating thing', async () => {
    document.body.innerHTML = '<div id="page"></div><div data-tip-id="a"></div>';
    const records = await recordsOf(() => {
      document.getElementById('page')!.style.width = '10px';
      document.querySelector('[data-tip-id]')!.append(document.createElement('span'));
    });
    expect(records.map((record) => record.type)).toEqual(['attributes', 'childList']);
    expect(records.map((record) => movedFloating(record, '[data-tip-id]'))).toEqual([false, false]);
  });
});
