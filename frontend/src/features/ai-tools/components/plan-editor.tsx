import { useState, type FormEvent, type ReactNode } from 'react';
import { Plus, Save, Trash2 } from 'lucide-react';
import {
  PLAN_OWNER_ROLES,
  ZStrategyPlanContent,
  type TStrategyPlanContent,
} from '@readiness/contracts/ai-tools';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { InputField, TextareaField } from '../../../components/ui/input-field.tsx';

type Content = TStrategyPlanContent;
type Level = Content['risks'][number]['impact'];

const LIST_NAMES: Record<string, string> = {
  objectives: 'Objective',
  initiatives: 'Initiative',
  milestones: 'Milestone',
  kpis: 'KPI',
  risks: 'Risk',
};

/** The contract's own messages, each placed: "Initiative 2: initiative title must not be empty". */
export function describePlanIssues(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): string[] {
  return issues.map(({ path, message }) => {
    const [list, index] = path;
    if (typeof list === 'string' && typeof index === 'number' && LIST_NAMES[list])
      return `${LIST_NAMES[list]} ${index + 1}: ${message}`;
    return message;
  });
}

/** The editable plan: every field of the contract's content, entries added and removed, checked before saving. */
export function PlanEditor({
  initial,
  isSaving,
  onSave,
  onCancel,
}: {
  initial: Content;
  isSaving: boolean;
  onSave: (content: Content) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Content>(initial);
  const [problems, setProblems] = useState<string[]>([]);

  const set = <K extends keyof Content>(key: K, value: Content[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZStrategyPlanContent.safeParse(draft);
    if (!parsed.success) {
      setProblems(describePlanIssues(parsed.error.issues));
      return;
    }
    setProblems([]);
    onSave(parsed.data);
  };

  return (
    <form className="grid min-w-0 gap-6" onSubmit={submit} aria-label="Edit the plan" noValidate>
      {problems.length > 0 ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The plan cannot be saved yet</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5">
              {problems.slice(0, 8).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}

      <InputField label="Title" value={draft.title} onChange={(event) => set('title', event.target.value)} />
      <TextareaField
        label="Summary"
        rows={4}
        value={draft.summary}
        onChange={(event) => set('summary', event.target.value)}
      />

      <ListEditor
        title="Objectives"
        itemName="objective"
        items={draft.objectives}
        onChange={(items) => set('objectives', items)}
        newItem={() => ({ title: '', description: '' })}
        fields={(item, update) => (
          <>
            <TextField label="Title" value={item.title} onChange={(title) => update({ title })} />
            <TextField
              label="Description"
              multiline
              value={item.description}
              onChange={(description) => update({ description })}
            />
          </>
        )}
      />

      <ListEditor
        title="Initiatives"
        itemName="initiative"
        items={draft.initiatives}
        onChange={(items) => set('initiatives', items)}
        newItem={() => ({
          dimension: '',
          title: '',
          description: '',
          ownerRole: PLAN_OWNER_ROLES[0],
          startWeek: 1,
          endWeek: 4,
        })}
        fields={(item, update) => (
          <>
            <TextField
              label="Dimension"
              value={item.dimension}
              onChange={(dimension) => update({ dimension })}
            />
            <TextField label="Title" value={item.title} onChange={(title) => update({ title })} />
            <TextField
              label="Description"
              multiline
              value={item.description}
              onChange={(description) => update({ description })}
            />
            <Field label="Owner (role)">
              {(control) => (
                <NativeSelect
                  {...control}
                  value={item.ownerRole}
                  onChange={(event) => update({ ownerRole: event.target.value })}
                >
                  {(PLAN_OWNER_ROLES as readonly string[]).includes(item.ownerRole) ? null : (
                    <option value={item.ownerRole}>{item.ownerRole}</option>
                  )}
                  {PLAN_OWNER_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {role}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                label="Start week"
                min={1}
                max={13}
                value={item.startWeek}
                onChange={(startWeek) => update({ startWeek })}
              />
              <NumberField
                label="End week"
                min={1}
                max={13}
                value={item.endWeek}
                onChange={(endWeek) => update({ endWeek })}
              />
            </div>
          </>
        )}
      />

      <ListEditor
        title="Milestones"
        itemName="milestone"
        items={draft.milestones}
        onChange={(items) => set('milestones', items)}
        newItem={() => ({ day: 90, title: '', description: '' })}
        fields={(item, update) => (
          <>
            <NumberField label="Day" min={1} max={90} value={item.day} onChange={(day) => update({ day })} />
            <TextField label="Title" value={item.title} onChange={(title) => update({ title })} />
            <TextField
              label="Description"
              multiline
              value={item.description}
              onChange={(description) => update({ description })}
            />
          </>
        )}
      />

      <ListEditor
        title="KPIs"
        itemName="KPI"
        items={draft.kpis}
        onChange={(items) => set('kpis', items)}
        newItem={() => ({ name: '', baseline: '', target: '' })}
        fields={(item, update) => (
          <>
            <TextField label="Name" value={item.name} onChange={(name) => update({ name })} />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Baseline"
                value={item.baseline}
                onChange={(baseline) => update({ baseline })}
              />
              <TextField label="Target" value={item.target} onChange={(target) => update({ target })} />
            </div>
          </>
        )}
      />

      <ListEditor
        title="Risks"
        itemName="risk"
        items={draft.risks}
        onChange={(items) => set('risks', items)}
        newItem={(): Content['risks'][number] => ({
          description: '',
          likelihood: 'medium',
          impact: 'medium',
          mitigation: '',
        })}
        fields={(item, update) => (
          <>
            <TextField
              label="Description"
              value={item.description}
              onChange={(description) => update({ description })}
            />
            <div className="grid grid-cols-2 gap-3">
              <LevelField
                label="Likelihood"
                value={item.likelihood}
                onChange={(likelihood) => update({ likelihood })}
              />
              <LevelField label="Impact" value={item.impact} onChange={(impact) => update({ impact })} />
            </div>
            <TextField
              label="Mitigation"
              multiline
              value={item.mitigation}
              onChange={(mitigation) => update({ mitigation })}
            />
          </>
        )}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          <Save aria-hidden="true" />
          {isSaving ? 'Saving...' : 'Save Plan'}
        </Button>
      </div>
    </form>
  );
}

function ListEditor<T>({
  title,
  itemName,
  items,
  onChange,
  newItem,
  fields,
}: {
  title: string;
  itemName: string;
  items: T[];
  onChange: (items: T[]) => void;
  newItem: () => T;
  fields: (item: T, update: (patch: Partial<T>) => void) => ReactNode;
}) {
  const label = (index: number) => `${itemName.charAt(0).toUpperCase()}${itemName.slice(1)} ${index + 1}`;
  return (
    <section className="grid gap-3" aria-label={title}>
      <h4 className="text-base font-semibold">{title}</h4>
      {items.map((item, index) => (
        <fieldset key={index} className="grid min-w-0 gap-3 rounded-lg border p-3 sm:p-4">
          <legend className="sr-only">{label(index)}</legend>
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-medium" aria-hidden="true">
              {label(index)}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(items.filter((_, at) => at !== index))}
              aria-label={`Remove ${label(index).toLowerCase()}`}
            >
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          </div>
          {fields(item, (patch) =>
            onChange(items.map((current, at) => (at === index ? { ...current, ...patch } : current))),
          )}
        </fieldset>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => onChange([...items, newItem()])}>
          <Plus aria-hidden="true" /> Add {itemName}
        </Button>
      </div>
    </section>
  );
}

function TextField({
  label,
  value,
  onChange,
  multiline = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
}) {
  return (
    <Field label={label}>
      {(control) =>
        multiline ? (
          <Textarea {...control} rows={2} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <Input {...control} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </Field>
  );
}

function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <InputField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={Number.isNaN(value) ? '' : value}
      onChange={(event) => onChange(event.target.valueAsNumber)}
    />
  );
}

function LevelField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Level;
  onChange: (value: Level) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value as Level)}>
          <option value="low">Low</option>
          <option value="medium">Medium</option>
          <option value="high">High</option>
        </NativeSelect>
      )}
    </Field>
  );
}
