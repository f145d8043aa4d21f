import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, FileDown, Search, Upload } from 'lucide-react';
import {
  DIMENSIONS,
  DIMENSION_LABELS,
  ZDimension,
  type TDimension,
  type TQuestion,
} from '@readiness/contracts/assessment';
import { QueryErrorAlert } from '../../../components/query-error.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FETCH_QUESTIONS_ERROR, useAdminQuestions, useDownloadQuestions } from '../api.ts';
import { EditQuestionDialog } from '../components/edit-question-dialog.tsx';
import { ImportQuestionsDialog } from '../components/import-questions-dialog.tsx';
import { QuestionCard } from '../components/question-card.tsx';
import { RetireQuestionDialog } from '../components/question-history.tsx';
import { QuestionSummary } from '../components/question-summary.tsx';
import { filterQuestions } from '../filter-questions.ts';

/** /admin-questions (behind the admin key): search, filter, edit, export, template and import. */
export default function AdminQuestionsPage() {
  useDocumentTitle('Manage Questions');
  const [editing, setEditing] = useState<TQuestion | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [retiring, setRetiring] = useState<{ question: TQuestion; retire: boolean } | null>(null);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-2">
          <Link
            to="/admin-dashboard"
            className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Admin Dashboard
          </Link>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Manage Questions</h1>
          <p className="max-w-prose text-sm text-muted-foreground">
            Every saved edit, import, retirement or restoration makes a new version of the question bank;
            assessments already started keep the version they began with.
          </p>
        </div>
        <FileActions onImport={() => setIsImportOpen(true)} />
      </div>

      <QuestionSummary />
      <QuestionList onEdit={setEditing} onRetire={(question, retire) => setRetiring({ question, retire })} />

      <EditQuestionDialog question={editing} onClose={() => setEditing(null)} />
      <RetireQuestionDialog
        question={retiring?.question ?? null}
        retire={retiring?.retire ?? true}
        onClose={() => setRetiring(null)}
      />
      <ImportQuestionsDialog open={isImportOpen} onOpenChange={setIsImportOpen} />
    </div>
  );
}

function FileActions({ onImport }: { onImport: () => void }) {
  const template = useDownloadQuestions('template');
  const exportFile = useDownloadQuestions('export');
  return (
    // Three buttons do not fit side by side at phone width: they wrap, each row filled.
    <div className="flex flex-wrap gap-2 [&>button]:flex-1 sm:[&>button]:flex-none">
      <DownloadButton
        download={template}
        of={undefined}
        label="Template"
        icon={FileDown}
        failedTitle="Template failed"
      />
      <DownloadButton download={exportFile} of={undefined} label="Export" failedTitle="Export failed" />
      <Button onClick={onImport}>
        <Upload aria-hidden="true" />
        Import
      </Button>
    </div>
  );
}

function parseDimension(value: string | null): TDimension | '' {
  const parsed = ZDimension.safeParse(value);
  return parsed.success ? parsed.data : '';
}

/**
 * The search and dimension filter, kept in the address (`?q=`, `?dimension=`) so that a reload or a shared link
 * keeps them. The inputs read local state: the address is written after each change, both values at once, so a
 * fast change of one cannot put back a stale value of the other, and typing never waits for a navigation.
 */
function useQuestionFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('q') ?? '');
  const [dimension, setDimension] = useState<TDimension | ''>(() =>
    parseDimension(searchParams.get('dimension')),
  );
  const writtenRef = useRef(searchParams.toString());

  useEffect(() => {
    const next = new URLSearchParams(writtenRef.current);
    if (search) next.set('q', search);
    else next.delete('q');
    if (dimension) next.set('dimension', dimension);
    else next.delete('dimension');
    if (next.toString() === writtenRef.current) return;
    writtenRef.current = next.toString();
    setSearchParams(next, { replace: true });
  }, [search, dimension, setSearchParams]);

  return { search, setSearch, dimension, setDimension };
}

function QuestionList({
  onEdit,
  onRetire,
}: {
  onEdit: (question: TQuestion) => void;
  onRetire: (question: TQuestion, retire: boolean) => void;
}) {
  const questions = useAdminQuestions();
  const { search, setSearch, dimension, setDimension } = useQuestionFilter();
  const searchId = useId();
  const dimensionId = useId();

  const all = questions.data?.questions;
  const withoutAdvice = useMemo(() => new Set(questions.data?.withoutAdvice), [questions.data]);
  const shown = useMemo(
    () => (all ? filterQuestions(all, { search, dimension }) : []),
    [all, search, dimension],
  );

  return (
    <section aria-labelledby="questions-title" className="grid grid-cols-1 gap-4">
      <h2 id="questions-title" className="text-lg font-semibold">
        Questions
      </h2>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="grid gap-2">
          <Label htmlFor={searchId}>Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder="Id (e.g. strategy-04), text, explanation or business outcome"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={dimensionId}>Dimension</Label>
          <NativeSelect
            id={dimensionId}
            value={dimension}
            onChange={(event) => setDimension(parseDimension(event.target.value))}
          >
            <option value="">All dimensions</option>
            {DIMENSIONS.map((value) => (
              <option key={value} value={value}>
                {DIMENSION_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {questions.isPending ? (
        <PageSpinner label="Loading questions" />
      ) : questions.isError ? (
        <QueryErrorAlert title={FETCH_QUESTIONS_ERROR} query={questions} size="sm" />
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            Showing {shown.length} of {questions.data.questions.length} questions
          </p>
          {shown.length === 0 ? (
            <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
              No questions match your search.
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              {shown.map((question) => (
                <li key={question.id}>
                  <QuestionCard
                    question={question}
                    onEdit={onEdit}
                    onRetire={(chosen) => onRetire(chosen, true)}
                    withoutAdvice={withoutAdvice.has(question.id)}
                  />
                </li>
              ))}
            </ul>
          )}
          {questions.data.retired.length > 0 ? (
            <section aria-labelledby="retired-title" className="grid gap-3">
              <h2 id="retired-title" className="text-lg font-semibold">
                Retired questions ({questions.data.retired.length})
              </h2>
              <p className="text-sm text-muted-foreground">
                New assessments do not ask them; assessments that did keep them, with their results.
              </p>
              <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
                {questions.data.retired.map((question) => (
                  <li key={question.id}>
                    <QuestionCard
                      question={question}
                      retired
                      onRetire={(chosen) => onRetire(chosen, false)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
