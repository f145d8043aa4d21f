import { defineDimension } from '../define-dimension.ts';

export const INNOVATION_CULTURE_QUESTIONS = defineDimension('innovation-culture', [
  {
    id: 'innovation-01',
    isQuick: true,
    text: 'How quickly and safely can a team try out an AI idea?',
    explanation:
      'Organisations that learn fastest about what works with AI are those where a small, safe experiment takes weeks rather than a full project approval.',
    category: 'Experimentation',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'More ideas tested at lower cost',
      'Weak ideas stopped before large investments',
      'Shorter path from idea to proven value',
    ],
    levels: [
      'Trying an AI idea requires full project approval, so most ideas are never tested.',
      'Experiments happen under the radar, without data access, tools or permission.',
      'A defined route (a sandbox with approved tools and sample data, and light approval) lets a team run a small experiment within weeks.',
      'Experiments are time-boxed with success criteria agreed up front, and successful ones move into a funded delivery path.',
      'Rapid experimentation is routine: many small tests run every quarter, results are shared openly, and scale-or-stop decisions are based on evidence.',
    ],
  },
  {
    id: 'innovation-02',
    text: 'How are AI experiments that do not work out treated?',
    explanation:
      'Most experiments should fail; that is their purpose. Where failure is punished, people hide results and avoid the bold ideas that matter.',
    category: 'Learning from failure',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.4,
    businessOutcomes: [
      'Honest reporting of what does not work',
      'Money saved by stopping weak initiatives early',
      'Mistakes not repeated across teams',
    ],
    levels: [
      'Failure is punished or hidden, so people avoid risky ideas.',
      'Failure is tolerated, but lessons are not recorded and the same mistakes recur.',
      'Stopped experiments are reviewed, and their lessons are written up and shared.',
      'Leaders talk openly about stopped experiments, and teams are recognised for stopping weak ideas early.',
      'Learning from failure is built into the innovation process, and a searchable lessons library informs every new proposal.',
    ],
  },
  {
    id: 'innovation-03',
    text: 'Where do AI ideas come from, and can anyone in the organisation contribute one?',
    explanation:
      'The people doing the work know best where AI could help it. Broad participation widens the pipeline and builds ownership of the results.',
    category: 'Idea generation',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Richer pipeline of grounded use-case ideas',
      'Business ownership of AI solutions',
      'Engaged employees who help shape change',
    ],
    levels: [
      'AI ideas come only from IT or external vendors.',
      'A business team occasionally proposes an idea, but there is no channel for it.',
      'An open channel, such as an idea platform or a regular call for ideas, invites proposals from any employee, and every submitter gets feedback.',
      'Regular events such as hackathons or innovation days bring business and technical staff together to turn ideas into prototypes.',
      'Most AI use cases in production originated in business teams, and contributors are recognised and involved in delivery.',
    ],
  },
  {
    id: 'innovation-04',
    text: 'Do people get time and tools to explore AI in their own work?',
    explanation:
      'Hands-on exploration is how people discover practical uses of AI in their own tasks. Without protected time, day-to-day pressure always wins.',
    category: 'Time to explore',
    weight: 5,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.4,
    businessOutcomes: [
      'Everyday productivity gains found by staff',
      'Growing practical AI skills across the workforce',
      'Bottom-up solutions that spread between teams',
    ],
    levels: [
      'No; exploring AI happens in people’s own time, if at all.',
      'Some managers allow it informally, so it depends on the team.',
      'A policy allows time for AI exploration (for example a few hours a month), with access to approved tools.',
      'Exploration time is protected and tracked, and teams present what they built with it.',
      'Exploration time regularly produces adopted solutions, and its results are recognised in performance reviews.',
    ],
  },
  {
    id: 'innovation-05',
    text: 'How is AI know-how and reusable work shared between teams?',
    explanation:
      'Teams that cannot see each other’s work rebuild the same prompts, pipelines and models. Sharing turns individual wins into organisational capability.',
    category: 'Knowledge sharing & reuse',
    weight: 5,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Less duplicated effort between teams',
      'Faster start for new AI projects',
      'Consistent good practice across the organisation',
    ],
    levels: [
      'Knowledge stays with individuals, and teams repeat each other’s work.',
      'Some teams share on request or in informal conversations.',
      'A community of practice meets regularly, and reusable assets (prompts, code, datasets, templates) are kept in a shared place.',
      'Reuse is the norm: new projects start from the shared library, and contributions to it are curated and documented.',
      'Knowledge sharing extends beyond the organisation (publications, open source, conferences), and reuse rates are measured.',
    ],
  },
]);
