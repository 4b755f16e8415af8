import { describe, expect, it } from 'vitest';
import type { AnsweredRow } from '@/lib/sell-list-match';
import { conditionGradeIds } from '@/lib/sell-request-rules';
import { FREE, linesFromReview, reviewRows } from './import-rows';

const grades = conditionGradeIds.map((id) => ({ id }));
const row = (patch: Partial<AnsweredRow>): AnsweredRow => ({
  input: patch.text ?? '',
  text: '',
  quantity: 1,
  status: 'unknown',
  candidates: [],
  ...patch,
});

describe('reviewRows', () => {
  it('ticks matched rows, leaves uncertain ones to choose and offers unknown ones as free text', () => {
    const [matched, review, model, noise, bare] = reviewRows([
      row({ text: 'RTX 4090', status: 'matched', itemId: 'GPU-4090', name: 'NVIDIA RTX 4090' }),
      row({ text: 'RTX 30', status: 'review', candidates: [{ itemId: 'GPU-3080', name: 'RTX 3080' }] }),
      row({ text: 'Foo X200', status: 'unknown' }),
      row({ text: 'asdfgh qwertz ###', status: 'unknown' }),
      row({ text: 'Dings', status: 'review' }),
    ]);
    expect(matched).toMatchObject({ key: 0, take: true, choice: 'GPU-4090' });
    expect(review).toMatchObject({ key: 1, take: false, choice: '' });
    expect(model).toMatchObject({ take: true, choice: FREE });
    expect(noise).toMatchObject({ take: false, choice: FREE });
    // A review without candidates has nothing to choose from: it is an unknown row.
    expect(bare).toMatchObject({ status: 'unknown', choice: FREE });
  });
});

describe('linesFromReview', () => {
  it('takes the chosen item’s name, the row’s quantity, a known grade and the remark as notes', () => {
    const rows = reviewRows([
      row({
        text: 'RTX 4090',
        quantity: 3,
        status: 'matched',
        itemId: 'GPU-4090',
        name: 'NVIDIA RTX 4090',
        grade: 'defective',
        remark: 'Lüfter klappert',
      }),
      row({ text: 'RTX 30', status: 'review', candidates: [{ itemId: 'GPU-3080', name: 'RTX 3080' }] }),
      row({ input: '2x Foo X200', text: 'Foo X200', quantity: 0, status: 'unknown' }),
    ]);
    rows[1] = { ...rows[1]!, choice: 'GPU-3080', take: true };
    const [matched, chosen, free] = linesFromReview(rows, grades);
    expect(matched).toMatchObject({
      itemId: 'GPU-4090',
      name: 'NVIDIA RTX 4090',
      quantity: 3,
      grade: 'defective',
      notes: 'Lüfter klappert',
    });
    expect(chosen).toMatchObject({ itemId: 'GPU-3080', name: 'RTX 3080', quantity: 1, notes: '' });
    expect(free).toMatchObject({ name: 'Foo X200', quantity: 1 });
    expect(free).not.toHaveProperty('itemId');
  });

  it('drops a grade the page does not offer', () => {
    const [line] = linesFromReview(reviewRows([row({ text: 'X1', status: 'unknown', grade: 'defective' })]), [
      { id: 'new' },
    ]);
    expect(line!.grade).not.toBe('defective');
  });
});
