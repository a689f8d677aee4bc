// Runs axe-core (from npm) in a page and returns its serious and critical WCAG 2.1 AA violations
// on every screen a person uses. The engine is evaluated through the DevTools protocol rather than a
// <script> tag, so the extension pages' content security policy does not stop it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface TAxeViolation {
  id: string;
  impact: string;
  help: string;
  /** The CSS selectors of the offending elements, with axe's one-line summary of each. */
  nodes: string[];
}

export async function axeViolations(page: Page): Promise<TAxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    interface AxeResult {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    }
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact!,
        help: violation.help,
        nodes: violation.nodes.map(
          (node) => `${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
      }));
  }, WCAG_21_AA);
}
