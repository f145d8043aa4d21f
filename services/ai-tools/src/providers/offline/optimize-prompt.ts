import { PROMPT_RUBRIC, type TPromptRubricItem } from '@readiness/contracts/ai-tools';

/** What the rubric looks for in a prompt, item by item. */
const DETECTORS: Record<TPromptRubricItem, RegExp> = {
  role: /\b(you are|you're|act as|acting as|as an? (expert|experienced|senior|professional|[a-z]+ (advisor|consultant|analyst|manager|engineer|writer|strategist)))\b|^role\s*:/im,
  task: /\b(write|create|generate|draft|analy[sz]e|summari[sz]e|explain|list|design|compare|review|plan|build|identify|classify|translate|extract|recommend|evaluate|describe|outline|propose|suggest|prepare|calculate|estimate|rewrite|improve|develop|assess)\b|\?\s*$|^task\s*:/im,
  context:
    /\b(context|background|our (company|team|business|organi[sz]ation|customers|product)|we are|we're|i am|i'm|audience|situation|currently|given that)\b|^context\s*:/im,
  constraints:
    /\b(must|should|do not|don't|avoid|limit|at most|no more than|at least|within|maximum|minimum|under \d+|\d+ (words|sentences|bullets|items|characters|pages)|budget|deadline)\b|^constraints\s*:/im,
  'output-format':
    /\b(format|bullet(s|ed)?|table|json|markdown|numbered|headings?|sections?|csv|step[- ]by[- ]step|one paragraph|(as a|bulleted|numbered) list|list of|template)\b|^output( format)?\s*:/im,
  examples: /\b(for example|e\.g\.|for instance|such as|example|sample)\b|^examples?\s*:/im,
  tone: /\b(tone|formal|informal|casual|friendly|professional|concise|persuasive|empathetic|neutral|style|voice|plain language)\b|^tone\s*:/im,
};

const PLACEHOLDER = /\{\{\s*[^{}]+?\s*\}\}/g;

/** The `{{placeholders}}` of a prompt, in order, each once. */
export function placeholdersOf(prompt: string): string[] {
  return [...new Set(prompt.match(PLACEHOLDER) ?? [])];
}

/** Which rubric items a prompt already covers. */
export function scorePrompt(prompt: string): Record<TPromptRubricItem, boolean> {
  return Object.fromEntries(PROMPT_RUBRIC.map((item) => [item, DETECTORS[item].test(prompt)])) as Record<
    TPromptRubricItem,
    boolean
  >;
}

const ROLE_BY_CATEGORY: Record<string, string> = {
  business: 'an experienced business strategy consultant who helps companies adopt AI',
  marketing: 'a senior marketing strategist',
  technical: 'a senior software engineer',
  engineering: 'a senior software engineer',
  data: 'a senior data analyst',
  hr: 'an experienced people and HR leader',
  finance: 'an experienced financial analyst',
  legal: 'a careful legal and compliance advisor',
};

function roleFor(category: string): string {
  return ROLE_BY_CATEGORY[category.toLowerCase()] ?? `an experienced ${category.toLowerCase()} expert`;
}

export interface OptimizedPrompt {
  originalPrompt: string;
  optimizedPrompt: string;
  improvements: string[];
  changes: { rubricItem: TPromptRubricItem; improvement: string }[];
  score: { before: number; after: number; max: number };
}

/**
 * The offline optimizer: scores the prompt against the rubric (role, task, context, constraints, output format,
 * examples, tone), keeps the prompt itself word for word (so every `{{placeholder}}` survives), and adds a section
 * for each missing item; each improvement names the item it fixes.
 */
export function optimizePromptOffline(input: { prompt: string; category: string }): OptimizedPrompt {
  const original = input.prompt;
  const present = scorePrompt(original);
  const changes: OptimizedPrompt['changes'] = [];
  const sections: string[] = [];
  const category = input.category.trim() || 'business';

  if (!present.role) {
    sections.push(`Role: You are ${roleFor(category)}.`);
    changes.push({
      rubricItem: 'role',
      improvement: `Role: added an expert role (${roleFor(category)}) so the answer comes from the right perspective`,
    });
  }
  if (present.task) sections.push(`Task: ${original}`);
  else {
    sections.push(`Task: Respond to the following request thoroughly and accurately:\n${original}`);
    changes.push({
      rubricItem: 'task',
      improvement: 'Task: stated the request as an explicit instruction so the model knows what to produce',
    });
  }
  if (!present.context) {
    sections.push(
      `Context: The answer is for a ${category} audience in an organisation assessing its AI readiness; state any assumption you make about its size, industry and current maturity.`,
    );
    changes.push({
      rubricItem: 'context',
      improvement: 'Context: added who the answer is for and asked the model to state its assumptions',
    });
  }
  if (!present.constraints) {
    sections.push(
      'Constraints: Be specific and practical; prefer steps the reader can act on this quarter; do not invent figures, and say so when information is missing; keep it under 400 words.',
    );
    changes.push({
      rubricItem: 'constraints',
      improvement: 'Constraints: set limits on length, accuracy (no invented figures) and practicality',
    });
  }
  if (!present['output-format']) {
    sections.push(
      'Output format: Markdown with a one-sentence summary first, then numbered sections with short bullet points, and a final "Next steps" list.',
    );
    changes.push({
      rubricItem: 'output-format',
      improvement: 'Output format: asked for a summary, numbered sections and next steps in markdown',
    });
  }
  if (!present.examples) {
    sections.push(
      'Example of the expected level of detail: "1. Data readiness: audit the three most used data sources for completeness (owner: data lead, 2 weeks)."',
    );
    changes.push({
      rubricItem: 'examples',
      improvement: 'Examples: added an example of the expected level of detail',
    });
  }
  if (!present.tone) {
    sections.push('Tone: Professional, clear and concise; plain language without jargon.');
    changes.push({ rubricItem: 'tone', improvement: 'Tone: set a professional, plain-language tone' });
  }

  const before = PROMPT_RUBRIC.filter((item) => present[item]).length;
  const optimizedPrompt = changes.length === 0 ? original : sections.join('\n\n');
  // Every placeholder of the original is in the optimized prompt (the original is kept verbatim in the task).
  const after = PROMPT_RUBRIC.filter((item) => scorePrompt(optimizedPrompt)[item]).length;
  const improvements = changes.length
    ? changes.map((change) => change.improvement)
    : [
        'The prompt already covers every rubric item (role, task, context, constraints, output format, examples, tone); it is kept as it is',
      ];
  return {
    originalPrompt: original,
    optimizedPrompt,
    improvements,
    changes,
    score: { before, after, max: PROMPT_RUBRIC.length },
  };
}
