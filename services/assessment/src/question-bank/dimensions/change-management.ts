import { defineDimension } from '../define-dimension.ts';

export const CHANGE_MANAGEMENT_QUESTIONS = defineDimension('change-management', [
  {
    id: 'change-01',
    isQuick: true,
    text: 'When an AI solution is introduced, how do you make sure people actually use it in their daily work?',
    explanation:
      'AI creates no value while it sits unused. Adoption has to be planned, measured and managed, just like the technology itself.',
    category: 'Adoption',
    weight: 9,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.8,
    businessOutcomes: [
      'Projected benefits actually realised',
      'Fewer workarounds and parallel manual processes',
      'Faster return on AI investments',
    ],
    levels: [
      'Tools are launched and left to chance, and usage is not known.',
      'Launches include a training session, but adoption is not measured and old workarounds persist.',
      'Each rollout has an adoption plan (training, champions, support), and usage is measured against targets.',
      'Processes, roles and incentives are adjusted around the AI solution, and low adoption triggers follow-up with the teams concerned.',
      'Adoption is managed as a benefit in its own right: usage, proficiency and value are tracked per team, and user feedback continuously improves the solution.',
    ],
  },
  {
    id: 'change-02',
    text: 'How openly do you communicate with employees about what AI will mean for their jobs?',
    explanation:
      'Silence breeds fear, and fear breeds resistance. Honest, two-way communication about AI’s impact on work builds the trust that adoption depends on.',
    category: 'Communication & trust',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Lower resistance to AI initiatives',
      'Retention of staff during transformation',
      'Employees who bring forward AI ideas',
    ],
    levels: [
      'There is no communication, and staff learn about AI plans through rumour.',
      'Announcements are occasional and generic, and fears about jobs are not addressed.',
      'A communication plan explains the purpose of each AI initiative, what changes for whom, and what happens to affected roles.',
      'Two-way channels (forums, surveys, question sessions with leaders) are used, and the concerns raised visibly shape decisions.',
      'Employee trust in AI initiatives is measured regularly and remains high, and employees and their representatives help design the changes.',
    ],
  },
  {
    id: 'change-03',
    text: 'Do you redesign workflows around AI, or add AI on top of existing processes?',
    explanation:
      'The largest gains come from rethinking the work, not from inserting a model into an unchanged process. Bolted-on AI often adds steps instead of removing them.',
    category: 'Process redesign',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.8,
    businessOutcomes: [
      'Shorter cycle times in redesigned processes',
      'Removal of redundant manual steps',
      'Clear hand-offs between people and AI',
    ],
    levels: [
      'AI is not used in any business process.',
      'AI is bolted onto existing processes and often adds steps rather than removing them.',
      'Processes affected by AI are mapped and redesigned before rollout, including the hand-offs between people and AI.',
      'Process owners lead the redesign, measure cycle time and quality before and after, and retire the old steps.',
      'End-to-end processes are continuously redesigned around AI capabilities, with process performance data guiding each next redesign.',
    ],
  },
  {
    id: 'change-04',
    text: 'Do you have people and a method for leading organisational change, and are they used on AI initiatives?',
    explanation:
      'AI initiatives change roles, decisions and habits. A disciplined change method, applied from the start, is the difference between go-live and real adoption.',
    category: 'Change capability',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Predictable adoption of new solutions',
      'Stakeholder issues surfaced before go-live',
      'Reusable change practices across initiatives',
    ],
    levels: [
      'There is no change-management capability; projects end at go-live.',
      'Project managers handle change when time allows, without a common method.',
      'Trained people apply a standard change method (stakeholder analysis, impact assessment, readiness checks) to AI initiatives.',
      'Dedicated change managers work on major AI initiatives from the start, and readiness is checked before every go-live.',
      'Change capability is a recognised organisational strength: leaders are trained to lead change, and the lessons of each initiative improve the method.',
    ],
  },
  {
    id: 'change-05',
    text: 'Is there a network of AI champions across the business who help colleagues adopt AI?',
    explanation:
      'Peers are more persuasive than head-office announcements. Champions with time and support translate AI into the language and tasks of their own teams.',
    category: 'Champions network',
    weight: 5,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Faster adoption in every department',
      'Practical feedback from users to the AI programme',
      'Local ownership of AI improvements',
    ],
    levels: [
      'There are no champions, and enthusiasts work alone.',
      'Informal enthusiasts help the colleagues around them, without allocated time or recognition.',
      'Named champions in the major departments have allocated time, training and a regular forum with the AI programme.',
      'The champion network covers every department, collects adoption issues and use-case ideas, and reports them to the AI programme.',
      'Being a champion is a recognised career step, and the network measurably raises adoption in the areas it covers.',
    ],
  },
]);
