import { describe, expect, test } from 'vitest';
import { AI_TOOLS } from '../landing/components/ai-tools.ts';
import { WORKSPACE_TABS } from './pages/ai-tools-page.tsx';

describe('the landing carousel’s links to the AI tools', () => {
  test('each opens the workspace, on the tool’s own tab where it has one', () => {
    const links = Object.fromEntries(
      AI_TOOLS.filter((tool) => tool.route.startsWith('/ai-tools')).map((tool) => [tool.id, tool.route]),
    );
    expect(links).toEqual({
      'code-generator': '/ai-tools',
      'prompt-optimizer': '/ai-tools?tab=optimizer',
      'strategy-planner': '/ai-tools?tab=planner',
      'automation-suite': '/ai-tools',
    });
    for (const route of Object.values(links)) {
      const tab = new URL(route, 'http://app').searchParams.get('tab');
      if (tab !== null) expect(WORKSPACE_TABS).toContain(tab);
    }
  });
});
