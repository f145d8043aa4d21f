import { z } from 'zod';
import { AiProviderError, type AiClient, type AiUsage } from '@readiness/ai';
import {
  PROMPT_RUBRIC,
  ZPromptRubricItem,
  ZStrategyPlanContent,
  type TCodeCategory,
  type TCodeLanguage,
  type TPlanAssessment,
  type TStrategyPlanContent,
} from '@readiness/contracts/ai-tools';
import { generateCodeOffline, isFreeTemplateCode } from './offline/generate-code.ts';
import {
  optimizePromptOffline,
  placeholdersOf,
  scorePrompt,
  type OptimizedPrompt,
  withoutLabel,
} from './offline/optimize-prompt.ts';
import { buildStrategyPlanOffline, dimensionLabel } from './offline/strategy-plan.ts';

export interface ToolAnswer<T> {
  output: T;
  provider: 'openai' | 'offline';
  model: string | null;
  usage: AiUsage;
  /**
   * The answer costs no prompt (the offline generator's free templates, or no close template, or a model's answer
   * identical to a free template).
   */
  free?: boolean;
}

export interface GeneratedCode {
  language: TCodeLanguage;
  code: string;
  explanation: string;
  charged?: boolean;
}

/** What answers the three tools: the OpenAI-compatible server through libs/ai, or the offline provider. */
export interface ToolProvider {
  readonly name: 'openai' | 'offline';
  readonly model: string | null;
  generateCode(
    input: { description: string; language: TCodeLanguage; category: TCodeCategory },
    signal: AbortSignal,
  ): Promise<ToolAnswer<GeneratedCode>>;
  optimizePrompt(
    input: { prompt: string; category: string },
    signal: AbortSignal,
  ): Promise<ToolAnswer<OptimizedPrompt>>;
  strategyPlan(assessment: TPlanAssessment, signal: AbortSignal): Promise<ToolAnswer<TStrategyPlanContent>>;
}

const NO_TOKENS: AiUsage = { promptTokens: 0, completionTokens: 0, estimated: false };

/** Templates and rules, no network: used when no OPENAI_API_KEY is set; every answer says it is offline. */
export const offlineProvider: ToolProvider = {
  name: 'offline',
  model: null,
  generateCode(input) {
    const { templateId: _templateId, ...output } = generateCodeOffline(input);
    return Promise.resolve({ output, provider: 'offline', model: null, usage: NO_TOKENS, free: true });
  },
  optimizePrompt(input) {
    return Promise.resolve({
      output: optimizePromptOffline(input),
      provider: 'offline',
      model: null,
      usage: NO_TOKENS,
    });
  },
  strategyPlan(assessment) {
    return Promise.resolve({
      output: buildStrategyPlanOffline(assessment),
      provider: 'offline',
      model: null,
      usage: NO_TOKENS,
    });
  },
};

const ZCodeAnswer = z.object({ code: z.string().min(1), explanation: z.string().default('') });
const ZOptimizeAnswer = z.object({
  optimizedPrompt: z.string().min(1),
  changes: z.array(z.object({ rubricItem: ZPromptRubricItem, improvement: z.string().min(1) })).default([]),
});

function parseJson(text: string): unknown {
  const trimmed = text.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)```$/m.exec(trimmed);
  try {
    return JSON.parse(fenced ? fenced[1]! : trimmed);
  } catch {
    return undefined;
  }
}

/** The first fenced code block of an answer, or all of it. */
function codeOf(text: string): string {
  const fenced = /```[a-zA-Z+]*\n([\s\S]*?)```/.exec(text);
  return (fenced ? fenced[1]! : text).trim() + '\n';
}

/** The SDK path: each tool asks for a JSON answer and checks it; the generated code is never executed. */
export function openAiProvider(client: AiClient): ToolProvider {
  return {
    name: 'openai',
    model: client.model,
    async generateCode(input, signal) {
      const answer = await client.complete({
        signal,
        json: true,
        maxTokens: 1800,
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content:
              'You are a senior software engineer. Write complete, compilable, idiomatic code for the request, using only the standard library unless the request names a library. Answer a JSON object {"code": string, "explanation": string}: the code only in "code" (no markdown fences), and in "explanation" two to four sentences on what it does and how to run it.',
          },
          {
            role: 'user',
            content: `Language: ${input.language}\nCategory: ${input.category}\nRequest: ${input.description}`,
          },
        ],
      });
      const parsed = ZCodeAnswer.safeParse(parseJson(answer.text));
      const output = parsed.success
        ? { language: input.language, code: parsed.data.code, explanation: parsed.data.explanation }
        : {
            language: input.language,
            code: codeOf(answer.text),
            explanation: 'The model answered without the requested structure; its answer is shown as code.',
          };
      // A model that answers with a free template's code word for word charges nothing, like the library.
      return {
        output,
        provider: 'openai',
        model: answer.model,
        usage: answer.usage,
        ...(isFreeTemplateCode(output.code) ? { free: true } : {}),
      };
    },

    async optimizePrompt(input, signal) {
      const before = scorePrompt(input.prompt);
      const answer = await client.complete({
        signal,
        json: true,
        maxTokens: 1500,
        temperature: 0.3,
        messages: [
          {
            role: 'system',
            content: `You improve prompts for large language models. Score the prompt against this rubric: ${PROMPT_RUBRIC.join(', ')}. Rewrite it to fill the missing items, keeping its intent, and keep every {{placeholder}} exactly as written. Answer a JSON object {"optimizedPrompt": string, "changes": [{"rubricItem": one of ${PROMPT_RUBRIC.map((item) => `"${item}"`).join(', ')}, "improvement": string}]}.`,
          },
          { role: 'user', content: `Domain: ${input.category}\nPrompt:\n${input.prompt}` },
        ],
      });
      const parsed = ZOptimizeAnswer.safeParse(parseJson(answer.text));
      if (!parsed.success)
        throw new AiProviderError('The AI provider answered an unreadable optimization', 'failed');
      let optimizedPrompt = parsed.data.optimizedPrompt;
      // Every placeholder of the original survives, even when the model dropped one.
      const missing = placeholdersOf(input.prompt).filter(
        (placeholder) => !optimizedPrompt.includes(placeholder),
      );
      if (missing.length) optimizedPrompt += `\n\nInputs: ${missing.join(', ')}`;
      const after = scorePrompt(optimizedPrompt);
      // The rubric item is the improvement's label: a model's "Role: added a role" is stored as "added a role".
      const changes = parsed.data.changes.map((change) => ({
        rubricItem: change.rubricItem,
        improvement: withoutLabel(change.rubricItem, change.improvement),
      }));
      return {
        output: {
          originalPrompt: input.prompt,
          optimizedPrompt,
          improvements: changes.length
            ? changes.map((change) => change.improvement)
            : ['The prompt was restructured for clarity'],
          changes,
          score: {
            before: PROMPT_RUBRIC.filter((item) => before[item]).length,
            after: PROMPT_RUBRIC.filter((item) => after[item]).length,
            max: PROMPT_RUBRIC.length,
          },
        },
        provider: 'openai',
        model: answer.model,
        usage: answer.usage,
      };
    },

    async strategyPlan(assessment, signal) {
      const scores = Object.entries(assessment.dimensionScores)
        .map(([key, score]) => `${dimensionLabel(key)}: ${Math.round(score)}/100`)
        .join('\n');
      const answer = await client.complete({
        signal,
        json: true,
        maxTokens: 3000,
        temperature: 0.3,
        messages: [
          {
            role: 'system',
            content:
              'You are an AI transformation advisor. From an AI readiness assessment, write a 90-day plan as a JSON object with: title (string), summary (string), objectives [{title, description}], initiatives [{dimension, title, description, ownerRole (a role, not a person), startWeek (1-13), endWeek (1-13, >= startWeek)}] with at least one initiative per weak dimension, milestones [{day (1-90), title, description}], kpis [{name, baseline, target}] and risks [{description, likelihood ("low"|"medium"|"high"), impact ("low"|"medium"|"high"), mitigation}].',
          },
          {
            role: 'user',
            content: `Overall score: ${Math.round(assessment.overallScore)}/100 (${assessment.maturityLevel}), ${assessment.kind} assessment.\nDimension scores:\n${scores}`,
          },
        ],
      });
      const parsed = ZStrategyPlanContent.safeParse(parseJson(answer.text));
      if (!parsed.success) throw new AiProviderError('The AI provider answered an unreadable plan', 'failed');
      return { output: parsed.data, provider: 'openai', model: answer.model, usage: answer.usage };
    },
  };
}

/** The SDK provider when a client is configured, else the offline one. */
export function createToolProvider(client: AiClient | null): ToolProvider {
  return client ? openAiProvider(client) : offlineProvider;
}
