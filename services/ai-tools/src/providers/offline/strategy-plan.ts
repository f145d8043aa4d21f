import type { TPlanAssessment, TStrategyPlanContent } from '@readiness/contracts/ai-tools';

interface Playbook {
  /** Lower-case words of the dimension's name or id it applies to. */
  match: RegExp;
  title: string;
  description: string;
  ownerRole: string;
  kpi: string;
}

/** What to do in 90 days about a weak dimension (one per dimension of the assessment, DIMENSIONS in the contracts). */
const PLAYBOOKS: Playbook[] = [
  {
    match: /strategy/,
    title: 'Agree an AI ambition and a ranked use-case backlog',
    description:
      'Run two leadership workshops to agree where AI should create value, score candidate use cases on value and feasibility, and pick the first two to pilot.',
    ownerRole: 'Executive sponsor',
    kpi: 'Use cases scored and ranked',
  },
  {
    match: /data/,
    title: 'Data inventory and quality baseline',
    description:
      'Catalogue the data sources the first use cases need, name an owner for each, measure completeness and freshness, and fix the worst gaps.',
    ownerRole: 'Chief data officer',
    kpi: 'Critical data sources with an owner and a quality score',
  },
  {
    match: /techn|infrastructure/,
    title: 'A secure sandbox for AI pilots',
    description:
      'Provide a governed environment (access control, logging, cost limits) where teams can try models on approved data without shadow IT.',
    ownerRole: 'CTO / Head of engineering',
    kpi: 'Pilot teams working in the sandbox',
  },
  {
    match: /talent|skill/,
    title: 'AI literacy programme and champions network',
    description:
      'Train managers and pilot teams in what AI can and cannot do, and name one AI champion per department to collect ideas and share lessons.',
    ownerRole: 'Head of people',
    kpi: 'Staff trained in AI basics',
  },
  {
    match: /governance|ethic/,
    title: 'AI policy and review board',
    description:
      'Publish an acceptable-use policy, set up a light review of each use case (purpose, data, fairness, human oversight) and keep a register of AI systems.',
    ownerRole: 'Risk & compliance lead',
    kpi: 'Use cases reviewed before launch',
  },
  {
    match: /change/,
    title: 'Change and communication plan',
    description:
      'Explain to staff why and how AI is being introduced, involve the affected teams in pilot design, and collect feedback every two weeks.',
    ownerRole: 'Transformation lead',
    kpi: 'Staff who feel informed about AI plans (pulse survey)',
  },
  {
    match: /risk/,
    title: 'AI risk assessment for every pilot',
    description:
      'Add AI risks (accuracy, bias, privacy, security, vendor lock-in) to the risk register with owners and mitigations for each pilot.',
    ownerRole: 'Risk & compliance lead',
    kpi: 'Pilots with a completed risk assessment',
  },
  {
    match: /customer/,
    title: 'One customer-facing AI improvement',
    description:
      'Pick one customer journey pain point (e.g. response time) and pilot an AI-assisted improvement with a human in the loop, measured against today.',
    ownerRole: 'Product owner',
    kpi: 'Customer satisfaction on the piloted journey',
  },
  {
    match: /operation/,
    title: 'Automate one high-volume operational process',
    description:
      'Map a repetitive process, measure its baseline time and error rate, and pilot AI assistance or automation on it.',
    ownerRole: 'Operations lead',
    kpi: 'Hours saved a month on the piloted process',
  },
  {
    match: /innovation|culture/,
    title: 'Experimentation routine',
    description:
      'Give teams a monthly slot and a small budget to test AI ideas, with a simple template to report what worked and what did not.',
    ownerRole: 'Transformation lead',
    kpi: 'Experiments run and reported',
  },
  {
    match: /partner/,
    title: 'Partner and vendor shortlist',
    description:
      'Identify where partners can speed up the pilots, compare three vendors on fit, security and cost, and agree evaluation criteria.',
    ownerRole: 'CTO / Head of engineering',
    kpi: 'Vendors evaluated against agreed criteria',
  },
  {
    match: /regulat|compliance/,
    title: 'Regulatory readiness check',
    description:
      'Map the AI regulations and data-protection rules that apply to the pilots (e.g. the EU AI Act risk classes, GDPR) and close the gaps found.',
    ownerRole: 'Risk & compliance lead',
    kpi: 'Pilots with a documented compliance check',
  },
  {
    match: /performance|measure/,
    title: 'AI value scorecard',
    description:
      'Define how each pilot’s value is measured (baseline, target, owner) and review the scorecard monthly with the sponsor.',
    ownerRole: 'Finance lead',
    kpi: 'Pilots with a baseline and a target',
  },
  {
    match: /resource|allocation|budget/,
    title: 'Ring-fenced AI budget and capacity',
    description:
      'Set aside budget and named people’s time for the pilots for the quarter, with a stage gate at day 60 to continue, change or stop.',
    ownerRole: 'Finance lead',
    kpi: 'Budget committed to pilots versus plan',
  },
  {
    match: /future|planning/,
    title: 'Twelve-month AI roadmap',
    description:
      'Turn the pilots’ lessons into a 12-month roadmap with funding decisions, scaling criteria and the capabilities to build next.',
    ownerRole: 'Executive sponsor',
    kpi: 'Roadmap approved by leadership',
  },
];

const GENERIC: Playbook = {
  match: /./,
  title: 'Targeted improvement programme',
  description:
    'Review the assessment answers for this dimension, agree the three biggest gaps and close them with named owners.',
  ownerRole: 'Transformation lead',
  kpi: 'Gaps closed',
};

/** `data-management` → `Data Management`; names that are already words are kept. */
export function dimensionLabel(key: string): string {
  if (/\s/.test(key) || /[A-Z]/.test(key)) return key;
  return key
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

const round = (value: number) => Math.round(value);

/**
 * The offline planner: a 90-day plan built from the assessment's scores (the copy of
 * `assessment.assessment.completed`, which carries the overall score, maturity and dimension scores; the
 * assessment service offers no internal API for its recommendations and roadmap, so the playbook per weak
 * dimension stands in for them).
 */
export function buildStrategyPlanOffline(assessment: TPlanAssessment): TStrategyPlanContent {
  const dimensions = Object.entries(assessment.dimensionScores)
    .map(([key, score]) => ({ key, label: dimensionLabel(key), score }))
    .sort((a, b) => a.score - b.score || a.label.localeCompare(b.label));
  const below = dimensions.filter((dimension) => dimension.score < 60);
  const weak = (below.length >= 3 ? below : dimensions.slice(0, 3)).slice(0, 5);
  const strongest = [...dimensions].reverse().slice(0, 2);
  const overall = round(assessment.overallScore);

  const playbookOf = (dimension: { key: string; label: string }) => {
    const name = `${dimension.key} ${dimension.label}`.toLowerCase();
    return PLAYBOOKS.find((playbook) => playbook.match.test(name)) ?? GENERIC;
  };

  const initiatives = weak.map((dimension, index) => {
    const playbook = playbookOf(dimension);
    const startWeek = Math.min(1 + index * 2, 9);
    return {
      dimension: dimension.label,
      title: playbook.title,
      description: `${playbook.description} (${dimension.label} scored ${round(dimension.score)}/100.)`,
      ownerRole: playbook.ownerRole,
      startWeek,
      endWeek: Math.min(startWeek + 5, 13),
    };
  });
  initiatives.push({
    dimension: 'All dimensions',
    title: 'Launch the first AI pilot',
    description: `Run the highest-ranked use case as a time-boxed pilot${
      strongest[0]
        ? `, building on your strongest area (${strongest[0].label}, ${round(strongest[0].score)}/100)`
        : ''
    }, with a baseline, a target and a go/no-go review.`,
    ownerRole: 'Product owner',
    startWeek: 5,
    endWeek: 13,
  });

  const weakNames = weak.map((dimension) => dimension.label);
  return {
    title: `90-day AI plan (readiness ${overall}/100, ${assessment.maturityLevel})`,
    summary: [
      `Your latest ${assessment.kind} assessment scored ${overall}/100 (${assessment.maturityLevel}).`,
      strongest.length
        ? `Strongest: ${strongest.map((d) => `${d.label} (${round(d.score)})`).join(', ')}.`
        : '',
      `This plan focuses the next 90 days on the weakest dimensions (${weak
        .map((d) => `${d.label} ${round(d.score)}`)
        .join(
          ', ',
        )}) and on one pilot that proves value, so that the next assessment shows measurable progress.`,
    ]
      .filter(Boolean)
      .join(' '),
    objectives: [
      {
        title: `Close the biggest gaps: ${weakNames.slice(0, 3).join(', ')}`,
        description: `Raise each of these dimensions by at least 15 points by day 90, through the initiatives below.`,
      },
      {
        title: 'Prove value with one AI pilot',
        description:
          'Deliver one pilot with a measured baseline and result, and decide at day 90 whether to scale it.',
      },
      {
        title: 'Make AI governed and measurable',
        description:
          'Have an AI policy, a review of every use case and a value scorecard in place, so that scaling is safe.',
      },
    ],
    initiatives,
    milestones: [
      {
        day: 30,
        title: 'Foundations agreed',
        description: `Owners named for every initiative, the pilot use case chosen, baselines measured for ${weakNames
          .slice(0, 2)
          .join(' and ')}.`,
      },
      {
        day: 60,
        title: 'Pilot running',
        description:
          'The pilot is live with real users, the AI policy is published, the first training sessions are done; stage-gate review with the sponsor.',
      },
      {
        day: 90,
        title: 'Results and next quarter',
        description:
          'Pilot results against the baseline, KPIs reviewed, a reassessment taken, and the next quarter’s plan approved.',
      },
    ],
    kpis: [
      {
        name: 'Overall AI readiness score',
        baseline: `${overall}/100`,
        target: `${Math.min(100, overall + 10)}/100 at the next assessment`,
      },
      ...weak.slice(0, 4).map((dimension) => ({
        name: `${dimension.label} score`,
        baseline: `${round(dimension.score)}/100`,
        target: `${Math.min(100, round(dimension.score) + 15)}/100`,
      })),
      ...weak.slice(0, 2).map((dimension) => ({
        name: playbookOf(dimension).kpi,
        baseline: 'to be measured in the first 30 days',
        target: 'agreed at day 30, reviewed at day 90',
      })),
      { name: 'AI pilots with a measured result', baseline: '0', target: '1' },
    ],
    risks: [
      {
        description: 'Data is not good enough for the pilot (gaps, quality, access).',
        likelihood: scoreOf(dimensions, /data/) < 50 ? 'high' : 'medium',
        impact: 'high',
        mitigation: 'Check the pilot’s data in the first two weeks; pick a use case whose data is ready.',
      },
      {
        description: 'Key people have no time for the initiatives next to their daily work.',
        likelihood: scoreOf(dimensions, /resource|talent|skill/) < 50 ? 'high' : 'medium',
        impact: 'medium',
        mitigation: 'Ring-fence named people’s time; the sponsor reviews capacity at each milestone.',
      },
      {
        description: 'An AI use case creates a compliance, privacy or fairness problem.',
        likelihood: scoreOf(dimensions, /governance|ethic|regulat|compliance|risk/) < 50 ? 'medium' : 'low',
        impact: 'high',
        mitigation:
          'Review every use case before launch; keep a human in the loop for decisions about people.',
      },
      {
        description: 'Staff resist or distrust the changes AI brings.',
        likelihood: scoreOf(dimensions, /change|culture/) < 50 ? 'medium' : 'low',
        impact: 'medium',
        mitigation: 'Involve affected teams in the pilot design and communicate results openly.',
      },
    ],
  };
}

function scoreOf(dimensions: { key: string; label: string; score: number }[], match: RegExp): number {
  const found = dimensions.filter((d) => match.test(`${d.key} ${d.label}`.toLowerCase()));
  return found.length ? Math.min(...found.map((d) => d.score)) : 100;
}
