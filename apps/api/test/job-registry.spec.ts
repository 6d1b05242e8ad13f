import {
  analyzeTemplateJobSchema,
  deliverWebhookJobSchema,
  extractDocumentJobSchema,
} from '@offerteflow/contracts';
import pino from 'pino';
import { InProcessJobRunner } from '../src/infra/queue/in-process-job-runner';
import { JobRegistry, processorProblems } from '../src/infra/queue/job-registry';
import {
  ANALYZE_TEMPLATE_JOB,
  DELIVER_WEBHOOK_JOB,
  EXTRACT_DOCUMENT_JOB,
  JOB_DEFINITIONS,
  SEND_REMINDERS_JOB,
  EXPORT_COMPANY_JOB,
} from '../src/infra/queue/jobs';

describe('typed jobs', () => {
  it('boot check: every defined job has exactly one processor and every processor a definition', () => {
    const defs = [
      { queue: 'documents' as const, name: 'a' },
      { queue: 'templates' as const, name: 'b' },
    ];
    expect(processorProblems(defs, ['documents:a', 'templates:b'])).toEqual([]);
    expect(processorProblems(defs, ['documents:a'])).toEqual([
      'job templates:b has 0 processors (exactly 1 required)',
    ]);
    expect(processorProblems(defs, ['documents:a', 'documents:a', 'templates:b'])).toEqual([
      'job documents:a has 2 processors (exactly 1 required)',
    ]);
    expect(processorProblems(defs, ['documents:a', 'templates:b', 'documents:x'])).toEqual([
      'processor for undefined job documents:x',
    ]);
  });

  it('the application defines the document, template, webhook, reminder and export jobs once each', () => {
    expect(JOB_DEFINITIONS.map((d) => `${d.queue}:${d.name}`)).toEqual([
      'documents:extract-document',
      'templates:analyze-template',
      'webhooks:deliver-webhook',
      'reminders:send-reminders',
      'exports:export-company',
    ]);
    expect(DELIVER_WEBHOOK_JOB.payload).toBe(deliverWebhookJobSchema);
    expect(EXTRACT_DOCUMENT_JOB.payload).toBe(extractDocumentJobSchema);
    expect(ANALYZE_TEMPLATE_JOB.payload).toBe(analyzeTemplateJobSchema);
  });

  it('refuses to boot without a processor, validates payloads, and runs the one processor', async () => {
    const runner = new InProcessJobRunner(pino({ level: 'silent' }), 5);
    const registry = new JobRegistry(runner);
    expect(() => registry.onApplicationBootstrap()).toThrow(/extract-document has 0 processors/);
    // The template, webhook, reminder and export processors are not what this test is about: no-ops.
    registry.handle(ANALYZE_TEMPLATE_JOB, async () => undefined);
    registry.handle(DELIVER_WEBHOOK_JOB, async () => undefined);
    registry.handle(SEND_REMINDERS_JOB, async () => undefined);
    registry.handle(EXPORT_COMPANY_JOB, async () => undefined);
    await expect(
      registry.dispatch(EXTRACT_DOCUMENT_JOB, { companyId: 'x', documentId: 'y' }),
    ).rejects.toThrow();
    const seen: unknown[] = [];
    let resolve!: () => void;
    const done = new Promise<void>((r) => (resolve = r));
    registry.handle(EXTRACT_DOCUMENT_JOB, async (payload) => {
      seen.push(payload);
      resolve();
    });
    expect(() => registry.onApplicationBootstrap()).not.toThrow();
    const payload = {
      companyId: '11111111-1111-4111-8111-111111111111',
      documentId: '22222222-2222-4222-8222-222222222222',
    };
    await registry.dispatch(EXTRACT_DOCUMENT_JOB, payload);
    await done;
    expect(seen).toEqual([payload]);
    registry.handle(EXTRACT_DOCUMENT_JOB, async () => undefined);
    expect(() => registry.onApplicationBootstrap()).toThrow(/has 2 processors/);
    await runner.close();
  });
});
