import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Plus, X } from 'lucide-react';
import { ADVICE_STEP_LABELS } from '@readiness/contracts/advice-rules';
import {
  ACTION_EFFORTS,
  ACTION_EFFORT_LABELS,
  DIMENSIONS,
  DIMENSION_LABELS,
  LEVELS,
  MAX_NOT_APPLICABLE_PER_DIMENSION,
  type TQuestion,
} from '@readiness/contracts/assessment';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { UPDATE_QUESTION_ERROR, useUpdateQuestion } from '../api.ts';
import {
  isAdviceBlank,
  toFormValues,
  validateQuestionForm,
  type AdviceStepValues,
  type QuestionFormErrors,
  type QuestionFormValues,
} from '../question-form.ts';
import { levelLabel } from './question-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { InputField, TextareaField } from '../../../components/ui/input-field.tsx';

const MAX_OUTCOMES = 10;

/** The edit dialog of one question (spec sections 4 and 5): every field, checked with the contract, then PUT. */
export function EditQuestionDialog({
  question,
  onClose,
}: {
  question: TQuestion | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={question !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {question ? (
        <DialogContent className="max-w-2xl">
          <EditQuestionForm key={question.id} question={question} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditQuestionForm({ question, onDone }: { question: TQuestion; onDone: () => void }) {
  const update = useUpdateQuestion();
  const [values, setValues] = useState<QuestionFormValues>(() => toFormValues(question));
  const [errors, setErrors] = useState<QuestionFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const quickId = useId();

  const set = <K extends keyof QuestionFormValues>(key: K, value: QuestionFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([path]) => path !== key && !path.startsWith(`${key}.`)),
      ),
    );
  };

  const setOutcome = (row: number, value: string) =>
    set(
      'businessOutcomes',
      values.businessOutcomes.map((outcome, index) => (index === row ? value : outcome)),
    );

  const setDescription = (row: number, description: string) =>
    set(
      'responseOptions',
      values.responseOptions.map((option, index) => (index === row ? { ...option, description } : option)),
    );

  const setAdvice = (row: number, change: Partial<AdviceStepValues>) =>
    set(
      'advice',
      values.advice.map((step, index) => (index === row ? { ...step, ...change } : step)),
    );

  const focusField = (path: string) => {
    const form = formRef.current;
    if (!form) return;
    const target =
      form.querySelector<HTMLElement>(`[name="${path}"]`) ??
      form.querySelector<HTMLElement>(`[name^="${path}."]`) ??
      form.querySelector<HTMLElement>(`[data-field="${path}"]`);
    target?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateQuestionForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) focusField(first);
      return;
    }
    update.mutate(checked.question, {
      onSuccess: ({ bankVersion }) => {
        toast.success('Question updated', {
          description: bankVersion ? `Saved in question bank version ${bankVersion}.` : undefined,
        });
        onDone();
      },
    });
  };

  const levelSelect = (key: 'businessImpact' | 'technicalComplexity', label: string) => (
    <SelectField
      label={label}
      error={errors[key]}
      name={key}
      value={values[key]}
      onValueChange={(value) => set(key, value)}
      options={LEVELS}
      labelOf={levelLabel}
    />
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Edit question">
      <DialogHeader>
        <DialogTitle>Edit Question</DialogTitle>
        <DialogDescription>
          <span className="font-mono">{question.id}</span>. Saving makes a new question bank version;
          assessments already started keep the version they began with.
        </DialogDescription>
      </DialogHeader>

      <TextareaField
        label="Question text"
        error={errors.text}
        name="text"
        rows={3}
        value={values.text}
        onChange={(event) => set('text', event.target.value)}
      />
      <TextareaField
        label="Explanation"
        error={errors.explanation}
        name="explanation"
        rows={4}
        value={values.explanation}
        onChange={(event) => set('explanation', event.target.value)}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Dimension"
          error={errors.dimension}
          name="dimension"
          value={values.dimension}
          onValueChange={(value) => set('dimension', value)}
          options={DIMENSIONS}
          labelOf={(dimension) => DIMENSION_LABELS[dimension]}
        />
        <InputField
          label="Category"
          error={errors.category}
          name="category"
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
        />
        <InputField
          label="Weight"
          hint="1 to 10. Left empty, it counts as 1."
          error={errors.weight}
          name="weight"
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          step={1}
          value={values.weight}
          onChange={(event) => set('weight', event.target.value)}
        />
        <InputField
          label="ROI correlation"
          hint="0 to 1 in steps of 0.1. Left empty, it counts as 0."
          error={errors.roiCorrelation}
          name="roiCorrelation"
          type="number"
          inputMode="decimal"
          min={0}
          max={1}
          step={0.1}
          value={values.roiCorrelation}
          onChange={(event) => set('roiCorrelation', event.target.value)}
        />
        {levelSelect('businessImpact', 'Business impact')}
        {levelSelect('technicalComplexity', 'Technical complexity')}
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-center gap-3">
          <Checkbox
            id={quickId}
            name="isQuick"
            checked={values.isQuick}
            onCheckedChange={(checked) => set('isQuick', checked === true)}
            aria-describedby={`${quickId}-hint`}
          />
          <Label htmlFor={quickId}>Ask in the quick assessment</Label>
        </div>
        <p id={`${quickId}-hint`} className="text-xs text-muted-foreground">
          Each dimension has one quick question; marking this one moves the mark from the current one.
        </p>
        {errors.isQuick ? <p className="text-sm font-medium text-destructive">{errors.isQuick}</p> : null}
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-center gap-3">
          <Checkbox
            id={`${quickId}-na`}
            name="allowsNotApplicable"
            checked={values.allowsNotApplicable && !values.isQuick}
            disabled={values.isQuick}
            onCheckedChange={(checked) => set('allowsNotApplicable', checked === true)}
            aria-describedby={`${quickId}-na-hint`}
          />
          <Label htmlFor={`${quickId}-na`}>Offer “Not applicable”</Label>
        </div>
        <p id={`${quickId}-na-hint`} className="text-xs text-muted-foreground">
          {values.isQuick
            ? 'A quick-assessment question always counts, so it cannot offer “Not applicable”.'
            : `For a practice that cannot apply to every organisation: an answer of “Not applicable” leaves the question out of its dimension’s score. At most ${MAX_NOT_APPLICABLE_PER_DIMENSION} questions of a dimension may offer it.`}
        </p>
        {errors.allowsNotApplicable ? (
          <p className="text-sm font-medium text-destructive">{errors.allowsNotApplicable}</p>
        ) : null}
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Business outcomes</legend>
        <ul className="grid gap-2">
          {values.businessOutcomes.map((outcome, row) => {
            const path = `businessOutcomes.${row}`;
            const errorId = `${quickId}-outcome-${row}-error`;
            return (
              // Rows have no identity beyond their position (two rows may hold the same text while typing).
              <li key={row} className="grid gap-1">
                <div className="flex gap-2">
                  <Input
                    name={path}
                    aria-label={`Business outcome ${row + 1}`}
                    aria-invalid={errors[path] ? true : undefined}
                    aria-describedby={errors[path] ? errorId : undefined}
                    value={outcome}
                    onChange={(event) => setOutcome(row, event.target.value)}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove business outcome ${row + 1}`}
                    onClick={() =>
                      set(
                        'businessOutcomes',
                        values.businessOutcomes.filter((_, index) => index !== row),
                      )
                    }
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                {errors[path] ? (
                  <p id={errorId} className="text-sm font-medium text-destructive">
                    {errors[path]}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div>
          <Button
            variant="outline"
            size="sm"
            data-field="businessOutcomes"
            disabled={values.businessOutcomes.length >= MAX_OUTCOMES}
            onClick={() => set('businessOutcomes', [...values.businessOutcomes, ''])}
          >
            <Plus aria-hidden="true" />
            Add outcome
          </Button>
        </div>
        {errors.businessOutcomes ? (
          <p className="text-sm font-medium text-destructive">{errors.businessOutcomes}</p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-medium">Response options</legend>
        <p className="-mt-2 text-xs text-muted-foreground">
          What each maturity level looks like for this question, from 1 (lowest) to 5.
        </p>
        {values.responseOptions.map((option, row) => (
          <TextareaField
            key={option.value}
            label={`Level ${option.value} · ${option.label}`}
            error={errors[`responseOptions.${row}.description`] ?? errors[`responseOptions.${row}`]}
            name={`responseOptions.${row}.description`}
            rows={2}
            value={option.description}
            onChange={(event) => setDescription(row, event.target.value)}
          />
        ))}
        {errors.responseOptions ? (
          <p className="text-sm font-medium text-destructive">{errors.responseOptions}</p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-4" data-field="advice">
        <legend className="mb-1 text-sm font-medium">Written advice</legend>
        <p className="-mt-2 text-xs text-muted-foreground">
          One step for each move up a level: what to do, who owns it, how big it is, and when it is done (what
          exists, who signed it off, what number moved; never the level’s description or an absence). Left
          blank, the question is flagged “No written advice”.
        </p>
        {isAdviceBlank(values) && !question.advice ? (
          <p className="text-sm font-medium text-destructive">This question has no written advice yet.</p>
        ) : null}
        {values.advice.map((step, row) => {
          const path = `advice.${row}`;
          return (
            <div
              key={row}
              className="grid gap-3 rounded-md border p-3"
              role="group"
              aria-label={`Step ${row + 1}`}
            >
              <p className="text-sm font-semibold">
                Step {row + 1} · to {ADVICE_STEP_LABELS[row]}
              </p>
              <TextareaField
                label="Action"
                error={errors[`${path}.action`]}
                name={`${path}.action`}
                rows={3}
                value={step.action}
                onChange={(event) => setAdvice(row, { action: event.target.value })}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <InputField
                  label="Owner"
                  error={errors[`${path}.owner`]}
                  name={`${path}.owner`}
                  value={step.owner}
                  onChange={(event) => setAdvice(row, { owner: event.target.value })}
                />
                <SelectField
                  label="Effort"
                  error={errors[`${path}.effort`]}
                  name={`${path}.effort`}
                  value={step.effort}
                  onValueChange={(value) => setAdvice(row, { effort: value })}
                  options={ACTION_EFFORTS}
                  labelOf={(effort) => ACTION_EFFORT_LABELS[effort]}
                />
              </div>
              <TextareaField
                label="Done when"
                error={errors[`${path}.doneWhen`] ?? errors[path]}
                name={`${path}.doneWhen`}
                rows={3}
                value={step.doneWhen}
                onChange={(event) => setAdvice(row, { doneWhen: event.target.value })}
              />
            </div>
          );
        })}
        {errors.advice ? <p className="text-sm font-medium text-destructive">{errors.advice}</p> : null}
      </fieldset>

      {update.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{UPDATE_QUESTION_ERROR}</AlertTitle>
          <AlertDescription>
            <p>{update.error.message}</p>
          </AlertDescription>
        </Alert>
      ) : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
