import { DIMENSION_LABELS, type TImportPreview } from '@readiness/contracts/assessment';
import { hasWrittenAdvice } from '../question-bank/advice/index.ts';
import type { CoreContext } from './context.ts';
import { planQuestionImport } from './plan-question-import.ts';
import { changedFields } from './question-admin.ts';

/**
 * POST /api/admin/questions/import/preview: what importing the file would do to each question (new, updated
 * with the fields it changes, unchanged, refused with its reason), applying nothing.
 */
export async function previewQuestionImport(
  ctx: CoreContext,
  items: readonly unknown[],
): Promise<TImportPreview> {
  const plan = await planQuestionImport(ctx, ctx.db, items);
  const refused = new Map(plan.errors.map((error) => [error.index, error]));
  const byIndex = new Map(plan.accepted.map((entry) => [entry.index, entry]));
  const preview = items.map((item, index): TImportPreview['items'][number] => {
    const error = refused.get(index);
    const entry = byIndex.get(index);
    const text =
      typeof (item as { text?: unknown } | null)?.text === 'string'
        ? (item as { text: string }).text
        : undefined;
    if (error || !entry) {
      return {
        index,
        ...(error?.id ? { id: error.id } : {}),
        ...(text ? { text } : {}),
        status: 'refused',
        reason: error?.reason ?? 'refused',
        fields: [],
        withoutAdvice: false,
      };
    }
    const { question, previous } = entry;
    const withoutAdvice = !hasWrittenAdvice(question);
    if (!previous) {
      return {
        index,
        id: question.id,
        text: question.text,
        status: 'new',
        reason: `a new question in ${DIMENSION_LABELS[question.dimension]}`,
        fields: [],
        withoutAdvice,
      };
    }
    const fields = changedFields(previous, question);
    return {
      index,
      id: question.id,
      text: question.text,
      status: fields.length ? 'updated' : 'unchanged',
      reason: fields.length ? `changes ${fields.join(', ')}` : 'identical to the bank',
      fields,
      withoutAdvice,
    };
  });
  const count = (status: TImportPreview['items'][number]['status']) =>
    preview.filter((item) => item.status === status).length;
  return {
    bankVersion: plan.version,
    counts: {
      new: count('new'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      refused: count('refused'),
    },
    items: preview,
  };
}
