import { defineAdvice } from './define-advice.ts';
import { CHANGE_MANAGEMENT_DONE_WHEN } from './done-when/change-management.ts';

export const CHANGE_MANAGEMENT_ADVICE = defineAdvice(
  'change-management',
  {
    sustain: [
      'Keep tracking usage, proficiency and value per team after each rollout, and act on the teams that fall behind.',
      'small',
      'Head of Change',
    ],
    lead: [
      'Turn your adoption method into a playbook that partners and peers adopt, and present your results at industry events.',
      'medium',
      'Chief Operating Officer',
    ],
    questions: {
      'change-01': {
        owner: 'Business owner of each AI rollout',
        steps: [
          [
            'Add a training session and a usage count to the next AI launch, and find out who uses the tool after a month.',
            'small',
          ],
          [
            'Give every rollout an adoption plan (training, champions, support) and measure usage against targets.',
            'small',
          ],
          [
            'Adjust processes, roles and incentives around each AI solution, and follow up with the teams where adoption is low.',
            'medium',
          ],
          [
            'Track usage, proficiency and value per team as a benefit in their own right, and feed user feedback into the solution’s backlog.',
            'medium',
          ],
        ],
      },
      'change-02': {
        owner: 'Head of Internal Communications with the AI sponsor',
        steps: [
          [
            'Announce the AI programme to all staff: what it is for, what is planned this year and where to ask questions.',
            'small',
          ],
          [
            'Write a communication plan for each initiative that explains its purpose, what changes for whom and what happens to affected roles.',
            'small',
          ],
          [
            'Open two-way channels (forums, surveys, question sessions with leaders) and show how the concerns raised changed decisions.',
            'medium',
          ],
          [
            'Measure employee trust in AI initiatives regularly and involve employees and their representatives in designing the changes.',
            'medium',
            'Chief People Officer',
          ],
        ],
      },
      'change-03': {
        owner: 'Process owner',
        steps: [
          [
            'Choose one process where AI can take over a clear step, and pilot it with the people who run the process.',
            'small',
          ],
          [
            'Map each process affected by AI and redesign it before rollout, including the hand-offs between people and AI.',
            'medium',
          ],
          [
            'Have process owners lead the redesign, measure cycle time and quality before and after, and retire the old steps.',
            'medium',
          ],
          [
            'Redesign end-to-end processes continuously around AI, guided by process performance data.',
            'large',
          ],
        ],
      },
      'change-04': {
        owner: 'Head of the Transformation Office',
        steps: [
          [
            'Add a change checklist (who is affected, what they need, when) to the project plan of every AI initiative.',
            'small',
          ],
          [
            'Train a group of people in a standard change method and apply it (stakeholder analysis, impact assessment, readiness checks) to AI initiatives.',
            'medium',
          ],
          [
            'Assign dedicated change managers to major AI initiatives from the start and check readiness before every go-live.',
            'medium',
          ],
          [
            'Train leaders to lead change and improve the method from the lessons of each initiative.',
            'medium',
            'Chief People Officer',
          ],
        ],
      },
      'change-05': {
        owner: 'Head of the AI programme',
        steps: [
          [
            'Invite the enthusiasts you know to a monthly meetup and give them early access to new AI tools.',
            'small',
          ],
          [
            'Name champions in the major departments, give them allocated time and training and a regular forum with the AI programme.',
            'small',
          ],
          [
            'Extend the network to every department and have champions collect adoption issues and use-case ideas for the programme.',
            'medium',
          ],
          [
            'Recognise the champion role in career paths and measure how the network raises adoption in the areas it covers.',
            'small',
            'Chief People Officer',
          ],
        ],
      },
    },
  },
  CHANGE_MANAGEMENT_DONE_WHEN,
);
