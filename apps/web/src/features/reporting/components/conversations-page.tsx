import { canSee, drillDownHeader, REPORT_CONVERSATION_LIST_SPEC } from '@parlance/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page/admin-page';
import { PageLoading } from '../../../components/layout/page-loading';
import { useSession } from '../../../lib/auth';
import { lazyNamed } from '../../../lib/lazy-component';
import { reportConversationsQuery } from '../api/reports';
import { useAfterFirstFrame } from '../lib/after-first-frame';
import { readReportQuery } from '../lib/filters';
import { filtersToRestore } from '../lib/saved-filters';
import { useReportTableState } from '../lib/table-state';

let reportLoaded = false;
/** The page below the heading, with the filters and the table's code (PrimeReact's paginator): a chunk of its own. */
const ConversationsReport = lazyNamed(
  () =>
    import('./conversations-report').then((module) => {
      reportLoaded = true;
      return module;
    }),
  'ConversationsReport',
);

/**
 * /{tenantPublicId}/reporting/conversations?…: the conversations behind a bar (the filters, plus `reached`,
 * `notReached` or `ruleId`), paged and sorted by the server; each opens the Supervisor's transcript.
 *
 * The heading names the bar; the server's first paint draws it from the URL, as the other pages' headings. The page
 * asks for its list at once; the rest of the page comes in its own chunk (preloaded with the route), with the
 * layout's "Loading…" under the heading until then.
 */
export const ConversationsReportPage = () => {
  const { tenantPublicId = '' } = useParams();
  const [search] = useSearchParams();
  const query = useMemo(() => readReportQuery(search), [search]);
  const { state, setState } = useReportTableState(REPORT_CONVERSATION_LIST_SPEC);
  const { account, status } = useSession();
  const mayOpen = status === 'authenticated' && canSee(account, 'supervisor');
  const list = useQuery({
    ...reportConversationsQuery(tenantPublicId, query, state),
    placeholderData: keepPreviousData,
    // Not before the tab's last filters are back in the URL (`useReportContext`).
    enabled: !filtersToRestore(search),
  });
  const drawn = useAfterFirstFrame(reportLoaded);
  // As the server's first paint drew it (`drillDownHeader`), so that the heading stays in place.
  const { title, lead = '' } = drillDownHeader(search.toString(), mayOpen);
  const heading = (
    <AdminPage title={title} lead={lead}>
      <PageLoading />
    </AdminPage>
  );
  if (!drawn) return heading;
  return (
    <Suspense fallback={heading}>
      <ConversationsReport
        title={title}
        lead={lead}
        mayOpen={mayOpen}
        list={list}
        state={state}
        setState={setState}
      />
    </Suspense>
  );
};
