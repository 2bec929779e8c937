import { REPORT_NAMES } from '@parlance/shared';
import { tenantIdOf } from './admin-fixtures.js';
import type { IsolationCase, SeededRow, SignedUpTenant } from './isolation-case.js';
import { storeConversation } from './report-fixtures.js';
import { insertProgram } from './studio-fixtures.js';
import { type TestApp, unique } from './test-app.js';

/** A victim conversation of today, in every report's default period, its last message's text the marker. */
const seedReportedConversation = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const tenantId = await tenantIdOf(test, victim.publicId);
  const marker = unique('victim-report-');
  const programId = await insertProgram(test, tenantId, marker);
  const now = Date.now();
  const { id } = await storeConversation(test, tenantId, {
    programId,
    channel: 'voice',
    messages: [
      { stage: 'Warm Greet Intro', at: new Date(now - 60_000).toISOString() },
      { stage: 'Agent Recommend', at: new Date(now - 30_000).toISOString() },
    ],
    alerts: [{ ruleId: 'qualify-before-recommend', severity: 'warning', index: 1 }],
  });
  await test.db.kysely
    .updateTable('conversation')
    .set({ last_message_content: marker })
    .where('id', '=', id)
    .execute();
  return { id, marker };
};

/** Reporting's endpoints in the tenant-isolation test (see `ISOLATION_CASES`). */
export const REPORTING_ISOLATION_CASES: IsolationCase[] = REPORT_NAMES.map((report) => ({
  endpoint: `GET /:tenantPublicId/api/reports/${report}` as IsolationCase['endpoint'],
  seed: seedReportedConversation,
}));
