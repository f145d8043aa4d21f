import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft, PlayCircle } from 'lucide-react';
import {
  DIMENSION_LABELS,
  DIMENSIONS,
  type TAssessmentKind,
  type TDimension,
} from '@readiness/contracts/assessment';
import { ORGANISATION_ROLE_NAMES } from '@readiness/contracts/organisations';
import { MAX_ROUND_DAYS, type TRoundAnonymity } from '@readiness/contracts/org-rounds';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { focusFirstInvalid } from '../components/focus-first-invalid.ts';
import {
  canManage,
  fullName,
  organisationPagePath,
  roundPagePath,
  useOrganisation,
  useStartRound,
} from '../api.ts';
import { QueryErrorAlert } from '../../../components/query-error.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day as the date input writes it (YYYY-MM-DD), in the user's own calendar. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** The end of that day where the user is (the round closes when their day ends), as an ISO date-time. */
export const deadlineOf = (day: string) => new Date(`${day}T23:59:00`).toISOString();

/** /organisations/:organisationId/rounds/new: an owner or admin starts a round. */
export default function StartRoundPage() {
  useDocumentTitle('Start a round');
  const { organisationId = '' } = useParams();
  const query = useOrganisation(organisationId);
  if (query.isPending) return <PageSpinner label="Loading the organisation" />;
  if (query.isError)
    return (
      <div className="mx-auto w-full max-w-3xl">
        <QueryErrorAlert title="The organisation could not be loaded" query={query} />
      </div>
    );
  const { organisation, members } = query.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
      <Link
        to={organisationPagePath(organisation.id)}
        className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {organisation.name}
      </Link>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Start a round</h1>
        <p className="text-muted-foreground">
          Ask your leadership team to assess {organisation.name}. Each person answers their part; the results
          show once the round closes.
        </p>
      </div>
      {canManage(organisation.myRole) ? (
        <StartRoundForm organisationId={organisation.id} members={members} />
      ) : (
        <Alert role="alert">
          <AlertTitle>Only the owner or an admin starts a round</AlertTitle>
          <AlertDescription>Ask one of them to start it; you will be asked to answer.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

type Member = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'owner' | 'admin' | 'member';
};

function StartRoundForm({ organisationId, members }: { organisationId: string; members: Member[] }) {
  const id = useId();
  const start = useStartRound(organisationId);
  const navigate = useNavigate();
  const today = new Date();
  const [kind, setKind] = useState<TAssessmentKind>('quick');
  const [anonymity, setAnonymity] = useState<TRoundAnonymity>('anonymous');
  const [day, setDay] = useState(dayOf(new Date(today.getTime() + 14 * DAY_MS)));
  const [participants, setParticipants] = useState<Set<string>>(() => new Set(members.map((m) => m.userId)));
  // A dimension given to one participant; absent: every participant answers it.
  const [assigned, setAssigned] = useState<Partial<Record<TDimension, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const nameOf = (userId: string) => {
    const member = members.find((m) => m.userId === userId);
    return member ? fullName(member) || member.email : 'Someone';
  };
  const minDay = dayOf(new Date(today.getTime() + DAY_MS));
  const maxDay = dayOf(new Date(today.getTime() + (MAX_ROUND_DAYS - 1) * DAY_MS));

  const toggle = (userId: string, on: boolean) => {
    setParticipants((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
    if (!on)
      setAssigned((current) =>
        Object.fromEntries(Object.entries(current).filter(([, who]) => who !== userId)),
      );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!day || day < minDay || day > maxDay)
      found.deadline = `Choose a day between tomorrow and ${MAX_ROUND_DAYS - 1} days from now.`;
    if (participants.size === 0) found.participants = 'Choose at least one participant.';
    const everyoneHasOne = Object.keys(assigned).length < DIMENSIONS.length;
    if (!everyoneHasOne) {
      const withPart = new Set(Object.values(assigned));
      const without = [...participants].filter((userId) => !withPart.has(userId));
      if (without.length > 0)
        found.assignments = `Every participant needs a part: ${without.map(nameOf).join(', ')} has no dimension.`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      if (first === 'deadline') focusFirstInvalid(event.currentTarget);
      else document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setFailure(null);
    start.mutate(
      {
        kind,
        anonymity,
        deadline: deadlineOf(day),
        participantIds: members.map((m) => m.userId).filter((userId) => participants.has(userId)),
        assignments: Object.entries(assigned).map(([dimension, userId]) => ({
          dimension: dimension as TDimension,
          userIds: [userId],
        })),
      },
      {
        onSuccess: (round) => {
          toast.success('Round started', {
            description: `${round.participantCount} ${round.participantCount === 1 ? 'person is' : 'people are'} asked to answer.`,
          });
          void navigate(roundPagePath(organisationId, round.id));
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>The round</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ChoiceFieldset
            legend="Assessment"
            name={`${id}-kind`}
            value={kind}
            onChange={setKind}
            choices={[
              [
                'quick',
                'Quick',
                'A few key questions in each dimension: the fastest way to a first picture.',
              ],
              ['full', 'Full', 'Every question of the bank: the most detailed picture.'],
            ]}
          />
          <ChoiceFieldset
            legend="Answers"
            name={`${id}-anon`}
            value={anonymity}
            onChange={setAnonymity}
            choices={[
              [
                'anonymous',
                'Anonymous',
                'Nobody sees who answered what: only medians and spreads, and groups of at least 3 people.',
              ],
              ['named', 'Named', 'Members see each person’s level per dimension. Participants are told.'],
            ]}
          />

          <div className="max-w-xs">
            <Field
              label="Deadline"
              hint="The round closes at the end of this day; reminders go out 3 days and 1 day before."
              error={errors.deadline}
            >
              {(c) => (
                <Input
                  {...c}
                  type="date"
                  min={minDay}
                  max={maxDay}
                  value={day}
                  onChange={(e) => setDay(e.target.value)}
                />
              )}
            </Field>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Participants</CardTitle>
          <CardDescription>Who is asked to answer. You may take part yourself.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <fieldset
            id={`${id}-participants`}
            tabIndex={-1}
            aria-describedby={errors.participants ? `${id}-participants-error` : undefined}
            className="grid gap-3 sm:grid-cols-2"
          >
            <legend className="sr-only">Participants</legend>
            {members.map((member) => (
              <div key={member.userId} className="flex items-start gap-3">
                <Checkbox
                  id={`${id}-p-${member.userId}`}
                  checked={participants.has(member.userId)}
                  onCheckedChange={(checked) => toggle(member.userId, checked === true)}
                />
                <Label htmlFor={`${id}-p-${member.userId}`} className="grid gap-0.5 font-normal">
                  <span className="font-medium break-words">{fullName(member) || member.email}</span>
                  <span className="text-xs text-muted-foreground">
                    {ORGANISATION_ROLE_NAMES[member.role]}
                  </span>
                </Label>
              </div>
            ))}
          </fieldset>
          {errors.participants ? (
            <p id={`${id}-participants-error`} className="text-sm font-medium text-destructive">
              {errors.participants}
            </p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Who answers what</CardTitle>
          <CardDescription>
            Optional: give a dimension to the person who knows it best (the CFO answers Resource Allocation).
            A dimension left to every participant is answered by all of them.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div id={`${id}-assignments`} tabIndex={-1} className="grid items-start gap-4 sm:grid-cols-2">
            {DIMENSIONS.map((dimension) => (
              <Field key={dimension} label={DIMENSION_LABELS[dimension]}>
                {(c) => (
                  <NativeSelect
                    {...c}
                    value={assigned[dimension] ?? ''}
                    onChange={(e) => {
                      const userId = e.target.value;
                      setAssigned(({ [dimension]: _dropped, ...rest }) =>
                        userId ? { ...rest, [dimension]: userId } : rest,
                      );
                    }}
                  >
                    <option value="">Every participant</option>
                    {members
                      .filter((member) => participants.has(member.userId))
                      .map((member) => (
                        <option key={member.userId} value={member.userId}>
                          {fullName(member) || member.email}
                        </option>
                      ))}
                  </NativeSelect>
                )}
              </Field>
            ))}
          </div>
          {errors.assignments ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.assignments}
            </p>
          ) : null}
        </CardContent>
      </Card>

      {failure ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The round was not started</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" size="lg" disabled={start.isPending}>
          <PlayCircle aria-hidden="true" />
          {start.isPending ? 'Starting...' : 'Start the round'}
        </Button>
      </div>
    </form>
  );
}

/** One choice of the round as a radio group: each option with its label and a line that says what it means. */
function ChoiceFieldset<T extends string>({
  legend,
  name,
  value,
  onChange,
  choices,
}: {
  legend: string;
  /** Prefix of the options' ids. */
  name: string;
  value: T;
  onChange: (value: T) => void;
  choices: ReadonlyArray<readonly [value: T, label: string, hint: string]>;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <RadioGroup value={value} onValueChange={(chosen) => onChange(chosen as T)}>
        {choices.map(([choice, label, hint]) => (
          <div key={choice} className="flex items-start gap-3">
            <RadioGroupItem
              id={`${name}-${choice}`}
              value={choice}
              aria-describedby={`${name}-${choice}-hint`}
            />
            <div className="grid gap-0.5">
              <Label htmlFor={`${name}-${choice}`}>{label}</Label>
              <span id={`${name}-${choice}-hint`} className="text-xs text-muted-foreground">
                {hint}
              </span>
            </div>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
