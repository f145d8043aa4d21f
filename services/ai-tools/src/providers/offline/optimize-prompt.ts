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

/** The role for a category; one of the user's own keeps its capitals ("an experienced AI Ethics expert"). */
function roleFor(category: string): string {
  return ROLE_BY_CATEGORY[category.toLowerCase()] ?? `an experienced ${category.trim()} expert`;
}

/** The kinds of task a prompt can ask for, each with the role, context, format and example that fit it. */
export type PromptTask =
  'customer-email' | 'code' | 'summary' | 'analysis' | 'planning' | 'marketing-copy' | 'general';

interface TaskFit {
  /** What the task is, for the improvements' wording. */
  name: string;
  detect: RegExp;
  role: string;
  context: string;
  format: string;
  example: string;
}

/** In order: the first task whose words the prompt uses is its task ("write code to summarise" is code). */
const TASKS: Array<[Exclude<PromptTask, 'general'>, TaskFit]> = [
  [
    'code',
    {
      name: 'a coding task',
      detect:
        /\b(code|coding|function|script|program|python|javascript|typescript|java|c\+\+|sql|query|regex|bug|debug|refactor|unit tests?|api|endpoint|class|compile|stack trace)\b/i,
      role: 'a senior software engineer who writes clear, tested, production-ready code',
      context:
        'The code will be read and maintained by other engineers; state the language version and any library you assume.',
      format:
        'One fenced code block with the complete code, then a short explanation of how it works, the edge cases it handles and how to run or test it.',
      example:
        'For example: a function with typed parameters and a docstring, followed by "Edge cases: empty input returns []; invalid dates raise ValueError."',
    },
  ],
  [
    'customer-email',
    {
      name: 'an email to a customer',
      detect:
        /\b(e-?mail|reply to|respond to|write back|customer|client|complaint|apolog\w*|refund|follow[- ]up)\b/i,
      role: 'an experienced customer support lead who writes clear, warm and accurate emails',
      context:
        'The email goes to a customer; use only the facts given, and say plainly what happens next and when.',
      format:
        'An email: a subject line, a greeting, two or three short paragraphs, one clear next step, and a sign-off.',
      example:
        'For example: "Subject: Your refund is on its way. Hi Sam, thank you for your patience. We have refunded the order in full; it reaches your card within 5 working days."',
    },
  ],
  [
    'summary',
    {
      name: 'a summary',
      detect: /\b(summari[sz]e|summary|summarise|tl;?dr|recap|key points|condense|digest|brief me)\b/i,
      role: 'an editor who writes crisp executive summaries',
      context: 'The reader is busy and will act on the summary without reading the source.',
      format:
        'A two-sentence overview, then three to five bullet points of key facts, then any open questions.',
      example:
        'For example: "Overview: Q3 revenue grew 4% while costs held flat. Key points: - churn fell to 2.1% ..."',
    },
  ],
  [
    'analysis',
    {
      name: 'an analysis',
      detect:
        /\b(analy[sz]e|analysis|analytics|data|dataset|trend|metrics?|kpis?|insights?|compare|comparison|root cause|why did|correlat\w*|forecast)\b/i,
      role: 'a senior data analyst who separates findings from assumptions',
      context:
        'State which data you rely on and what is missing; the reader will make a decision from the findings.',
      format:
        'Key findings first (three to five bullets, each with its number), then the method in two sentences, then caveats and what to check next.',
      example:
        'For example: "Finding: churn rose 2.1 points in Q3, driven by monthly-plan customers in their first 90 days (68% of the churned)."',
    },
  ],
  [
    'planning',
    {
      name: 'a plan',
      detect:
        /\b(plan|planning|roadmap|strategy|strategic|milestones?|timeline|rollout|launch|project|okrs?|goals?|phases?)\b/i,
      role: 'an experienced programme manager and strategy consultant',
      context:
        'State your assumptions about the organisation, its budget, its deadline and where it starts from, and say what success looks like.',
      format:
        'A table of phases (goal, main actions, owner, duration), then the top three risks with a mitigation each, and the first three next steps.',
      example:
        'For example: "Phase 1 (weeks 1-4): agree the goal, the budget and who decides; owner: project lead; risk: no agreed budget, mitigated by a sign-off in week 2."',
    },
  ],
  [
    'marketing-copy',
    {
      name: 'marketing copy',
      detect:
        /\b(linkedin|post|tweet|ad|ads|campaign|slogan|tagline|headline|landing page|newsletter|blog|copy|social media|product description)\b/i,
      role: 'a senior marketing copywriter',
      context: 'Name the audience and the one action the reader should take after reading.',
      format: 'A headline, a short body (under 120 words) and one call to action.',
      example:
        'For example: "Headline: Fresh bread by 7 am, every day. Body: ... Call to action: Order for tomorrow morning."',
    },
  ],
];

/**
 * What the request's first words ask to produce, which decides over the topic words that follow ("Summarise the
 * customer complaints" is a summary, not an email; "Write a blog post about our API" is copy, not code).
 */
const LEADS: Array<[Exclude<PromptTask, 'general'>, RegExp]> = [
  ['summary', /^(summari[sz]e|recap|condense|tl;?dr|give me (the |a )?(key points|summary|recap|tl;?dr))\b/],
  [
    'analysis',
    /^(analy[sz]e|compare|investigate|assess|evaluate|explain why|find (the )?(trends?|insights?|root cause|drivers?))\b/,
  ],
  [
    'marketing-copy',
    /^(write|draft|create|make|compose|generate)\b.{0,30}\b(linkedin|post|tweet|ad|ads|campaign|slogan|tagline|headline|landing page|newsletter|blog|copy|product description)\b/,
  ],
  [
    'planning',
    /^(plan|outline|(write|draft|create|make|build|prepare|develop|design)\b.{0,30}\b(plan|roadmap|strategy|timeline|okrs?|milestones))\b/,
  ],
  [
    'customer-email',
    /^(reply|respond|answer|write back|(write|draft|compose|send)\b.{0,20}\b(e-?mail|reply|response|letter))\b/,
  ],
  [
    'code',
    /^(write|create|build|implement|generate|fix|debug|refactor|optimi[sz]e)\b.{0,30}\b(code|function|script|program|query|sql|regex|class|endpoint|unit tests?|api client|bug)\b/,
  ],
];

/** The request without its polite opening ("Please", "Can you", "I need you to"), lower-cased. */
const requestOf = (prompt: string): string =>
  prompt
    .trim()
    .toLowerCase()
    .replace(
      /^((hi|hello|hey)[,!.]?\s+)?((please|kindly|pls)\s+|(can|could|would) you( please)?\s+|i (need|want|would like) (you )?to\s+|help me\s+)*/,
      '',
    );

/** The task a prompt asks for: what its first words ask to produce, else its words, else general. */
export function detectTask(prompt: string): PromptTask {
  const request = requestOf(prompt);
  const led = LEADS.find(([, lead]) => lead.test(request))?.[0];
  if (led) return led;
  return TASKS.find(([, fit]) => fit.detect.test(prompt))?.[0] ?? 'general';
}

function fitFor(task: PromptTask, category: string): TaskFit {
  const found = TASKS.find(([name]) => name === task)?.[1];
  if (found) return found;
  return {
    name: 'the request',
    detect: /$^/,
    role: roleFor(category),
    context: `The answer is for a ${category} audience in an organisation assessing its AI readiness; state any assumption you make about its size, industry and current maturity.`,
    format:
      'Markdown with a one-sentence summary first, then numbered sections with short bullet points, and a final "Next steps" list.',
    example:
      'For example: "1. Data readiness: audit the three most used data sources for completeness (owner: data lead, 2 weeks)."',
  };
}

const RUBRIC_NAMES: Record<TPromptRubricItem, string> = {
  role: 'Role',
  task: 'Task',
  context: 'Context',
  constraints: 'Constraints',
  'output-format': 'Output format',
  examples: 'Examples',
  tone: 'Tone',
};

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
  const task = detectTask(original);
  const fit = fitFor(task, category);
  // Each improvement says what changed; the item it fixes is its label (never written into the text twice).
  const change = (rubricItem: TPromptRubricItem, improvement: string) =>
    changes.push({ rubricItem, improvement });

  // A prompt that already gives the model a role keeps it.
  if (!present.role) {
    sections.push(`Role: You are ${fit.role}.`);
    change('role', `added a role that fits ${fit.name} (${fit.role})`);
  }
  if (present.task) sections.push(`Task: ${original}`);
  else {
    sections.push(`Task: Respond to the following request thoroughly and accurately:\n${original}`);
    change('task', 'stated the request as an explicit instruction so the model knows what to produce');
  }
  if (!present.context) {
    sections.push(`Context: ${fit.context}`);
    change('context', `added the context ${fit.name} needs`);
  }
  if (!present.constraints) {
    sections.push(
      'Constraints: Be specific and practical; do not invent facts or figures, and say so when information is missing; keep it under 400 words.',
    );
    change('constraints', 'set limits on length and accuracy (no invented facts or figures)');
  }
  if (!present['output-format']) {
    sections.push(`Output format: ${fit.format}`);
    change(
      'output-format',
      `asked for the shape ${fit.name} takes: ${fit.format.charAt(0).toLowerCase()}${fit.format.slice(1)}`,
    );
  }
  if (!present.examples) {
    sections.push(fit.example);
    change('examples', `added an example of ${fit.name} at the expected level of detail`);
  }
  if (!present.tone) {
    sections.push(
      task === 'customer-email'
        ? 'Tone: Warm, respectful and plain; no jargon, no blame.'
        : 'Tone: Professional, clear and concise; plain language without jargon.',
    );
    change(
      'tone',
      task === 'customer-email'
        ? 'set a warm, plain tone for a customer'
        : 'set a professional, plain-language tone',
    );
  }

  const before = PROMPT_RUBRIC.filter((item) => present[item]).length;
  const optimizedPrompt = changes.length === 0 ? original : sections.join('\n\n');
  // Every placeholder of the original is in the optimized prompt (the original is kept verbatim in the task).
  const after = PROMPT_RUBRIC.filter((item) => scorePrompt(optimizedPrompt)[item]).length;
  const improvements = changes.length
    ? changes.map((entry) => `${RUBRIC_NAMES[entry.rubricItem]}: ${entry.improvement}`)
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

/** An improvement as a model may write it, without a leading "Role:" that repeats its rubric item's label. */
export function withoutLabel(rubricItem: TPromptRubricItem, improvement: string): string {
  const label = RUBRIC_NAMES[rubricItem].replace(/[-\s]+/g, '[-\\s]+');
  const stripped = improvement.replace(new RegExp(`^\\s*(${label}|${rubricItem})\\s*[:\\-–—·]\\s*`, 'i'), '');
  return stripped || improvement;
}
