import { defineDimension } from '../define-dimension.ts';

export const TALENT_SKILLS_QUESTIONS = defineDimension('talent-skills', [
  {
    id: 'talent-01',
    isQuick: true,
    text: 'Do you have the specialist AI and data skills needed to deliver your AI plans?',
    explanation:
      'Data engineering, data science and machine-learning engineering are distinct skills. A gap in any one of them becomes the bottleneck of every AI initiative.',
    category: 'Specialist capability',
    weight: 9,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.7,
    businessOutcomes: [
      'AI initiatives staffed without long delays',
      'Less dependence on external suppliers',
      'Higher quality and maintainability of AI solutions',
    ],
    levels: [
      'There are no in-house data engineering, data science or machine-learning engineering skills.',
      'One or two people have some of these skills, mostly self-taught and spread thinly across other work.',
      'A dedicated team covers data engineering, data science and machine-learning engineering for current priorities, supplemented by partners.',
      'Specialist capacity is planned against the roadmap, and each skill family has defined roles, career paths and a hiring pipeline.',
      'A strong specialist community (a centre of excellence or embedded teams) attracts talent, shares reusable assets and can staff new priorities without delay.',
    ],
  },
  {
    id: 'talent-02',
    text: 'How well do employees outside technical teams understand what AI can and cannot do?',
    explanation:
      'Most AI value is realised by people who are not specialists. Staff who understand AI’s strengths and limits spot opportunities and avoid misuse.',
    category: 'Workforce AI literacy',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'More and better use-case ideas from the business',
      'Safer everyday use of AI tools',
      'Higher adoption of deployed AI solutions',
    ],
    levels: [
      'Most staff have had no AI training, and their understanding comes from the media.',
      'Optional webinars or articles are available, but take-up is low and not tracked.',
      'A structured AI literacy programme covering capabilities, limits and responsible use has been completed by most staff.',
      'Training is tailored to roles (for example managers, sales, operations) with practical exercises on the tools staff actually use, and completion is tracked.',
      'AI literacy is part of onboarding and annual development, and staff routinely propose and assess AI opportunities in their own work.',
    ],
  },
  {
    id: 'talent-03',
    text: 'Can your managers and leaders judge AI proposals, their business cases and their risks?',
    explanation:
      'Leaders who cannot evaluate AI either approve everything a vendor promises or nothing at all. Informed leaders ask the right questions about value, data and risk.',
    category: 'Leadership capability',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'Better investment decisions on AI proposals',
      'Realistic expectations of AI results',
      'AI risks recognised before they materialise',
    ],
    levels: [
      'Leaders rely entirely on vendors or IT for any judgement about AI.',
      'A few leaders are knowledgeable, while most defer or avoid AI decisions.',
      'The leadership team has completed an executive AI programme and uses a shared framework to evaluate AI proposals.',
      'Leaders sponsor use cases in their own areas and critically challenge business cases and risk trade-offs.',
      'Leaders are evaluated on AI-enabled outcomes, and peers seek out your leadership team’s experience of AI.',
    ],
  },
  {
    id: 'talent-04',
    text: 'Is there a plan to reskill the employees whose roles AI will change?',
    explanation:
      'AI changes tasks before it changes jobs. Planning reskilling early keeps experienced people, their knowledge and their goodwill.',
    category: 'Reskilling & mobility',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Retention of experienced staff through change',
      'Lower recruitment cost for new roles',
      'Less resistance to automation',
    ],
    levels: [
      'Nobody has looked at which roles AI will change.',
      'The impact on roles is discussed, but there is no plan or budget for it.',
      'An assessment of affected roles exists, with reskilling paths defined for the most affected groups.',
      'Reskilling programmes are funded and running, completion is tracked, and people move internally into new roles.',
      'Skills needs are planned continuously against AI adoption, people move into new roles at scale, and skills data drives hiring and learning.',
    ],
  },
  {
    id: 'talent-05',
    allowsNotApplicable: true,
    text: 'How successful are you at hiring and keeping AI and data professionals?',
    explanation:
      'AI specialists are in short supply. Long vacancies and high turnover delay initiatives and take knowledge with them when people leave.',
    category: 'Recruitment & retention',
    weight: 5,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.4,
    businessOutcomes: [
      'Key AI roles filled on time',
      'Knowledge retained in the organisation',
      'Lower recruitment and contractor costs',
    ],
    levels: [
      'You have not tried to hire AI or data roles, or attempts have failed.',
      'Hiring takes many months and new hires often leave within a year, because pay and roles are not competitive.',
      'Role profiles, pay benchmarks and a hiring process for AI roles exist, and key vacancies are filled within an acceptable time.',
      'Employer branding, interesting problems and clear career paths keep attrition among AI staff at or below the company average.',
      'You are a destination employer for AI talent, with referral, university and community pipelines and succession plans for critical roles.',
    ],
  },
]);
