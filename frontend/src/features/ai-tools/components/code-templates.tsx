import { useState } from 'react';
import {
  TEMPLATE_TAB_CATEGORIES,
  TEMPLATE_TAB_LANGUAGES,
  type TCodeTemplate,
} from '@readiness/contracts/ai-tools';
import { QueryErrorCard } from '../../../components/query-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCodeTemplates } from '../api.ts';
import { categoryLabel, languageLabel } from '../format.ts';
import { CodeActions, CodeBlock } from './code-block.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';

type TemplateLanguage = (typeof TEMPLATE_TAB_LANGUAGES)[number];
type TemplateCategory = (typeof TEMPLATE_TAB_CATEGORIES)[number];

/** The Code Templates tab: vetted templates, filtered by the spec's narrower language and category choices. */
export function CodeTemplates() {
  const [language, setLanguage] = useState<TemplateLanguage | ''>('');
  const [category, setCategory] = useState<TemplateCategory | ''>('');
  const templates = useCodeTemplates(language, category);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Code Templates</CardTitle>
          <CardDescription>
            Ready-made starting points that compile as they are. Free to use: templates spend no prompts.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Language"
            value={language}
            onValueChange={setLanguage}
            options={TEMPLATE_TAB_LANGUAGES}
            labelOf={languageLabel}
            empty="All languages"
          />
          <SelectField
            label="Category"
            value={category}
            onValueChange={setCategory}
            options={TEMPLATE_TAB_CATEGORIES}
            labelOf={categoryLabel}
            empty="All categories"
          />
        </CardContent>
      </Card>

      {templates.isPending ? (
        <Spinner label="Loading the templates" />
      ) : templates.isError ? (
        <QueryErrorCard what="The templates" query={templates} />
      ) : templates.data.length === 0 ? (
        <Card>
          <CardContent className="p-5 text-sm text-muted-foreground sm:p-6" role="status">
            No templates match these choices yet. Try another language or category.
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status">
            {templates.data.length} {templates.data.length === 1 ? 'template' : 'templates'}
          </p>
          <ul className="grid gap-6 xl:grid-cols-2" aria-label="Code templates">
            {templates.data.map((template) => (
              <li key={template.id} className="min-w-0">
                <TemplateCard template={template} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function TemplateCard({ template }: { template: TCodeTemplate }) {
  return (
    <Card className="flex h-full min-w-0 flex-col" role="article" aria-labelledby={`template-${template.id}`}>
      <CardHeader>
        <CardTitle id={`template-${template.id}`}>{template.title}</CardTitle>
        <CardDescription>{template.description}</CardDescription>
        <div className="flex flex-wrap gap-1.5 pt-1">
          <Badge>{languageLabel(template.language)}</Badge>
          <Badge variant="secondary">{categoryLabel(template.category)}</Badge>
          {template.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </div>
      </CardHeader>
      <CardContent className="grid min-w-0 flex-1 content-start gap-3">
        <CodeBlock code={template.code} label={`${template.title}: code`} className="max-h-72" />
        <CodeActions
          code={template.code}
          language={template.language}
          fileBaseName={template.id}
          subject={template.title}
        />
      </CardContent>
    </Card>
  );
}
