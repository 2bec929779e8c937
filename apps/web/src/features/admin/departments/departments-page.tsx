import { PAGE_HEADERS } from '@parlance/shared';
import { TabPanel, TabView } from 'primereact/tabview';
import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useMayCall } from '../../../lib/endpoint-access';
import { lazyNamed } from '../../../lib/lazy-component';
import './components/settings.css';

/*
 * Each tab's section is its own chunk, loaded with the tab (the build preloads the one the address names, see
 * `build/route-table.ts`): the departments table does not wait for the client apps' form, and so on.
 */
const DepartmentsSection = lazyNamed(() => import('./components/departments-section'), 'DepartmentsSection');
const ClientAppsSection = lazyNamed(() => import('./components/client-apps-section'), 'ClientAppsSection');
const ApiKeysSection = lazyNamed(() => import('./components/api-keys-section'), 'ApiKeysSection');
const AuditLogSection = lazyNamed(() => import('./components/audit-log-section'), 'AuditLogSection');
const TimeZoneSection = lazyNamed(() => import('./components/time-zone-section'), 'TimeZoneSection');
const WebhooksSection = lazyNamed(() => import('./components/webhooks-section'), 'WebhooksSection');

const TABS = ['departments', 'client-apps', 'time-zone', 'api-keys', 'webhooks', 'audit-log'] as const;
type Tab = (typeof TABS)[number];

const TAB_LABELS: Record<Tab, string> = {
  departments: 'Departments',
  'client-apps': 'Client apps',
  'time-zone': 'Time zone',
  'api-keys': 'API keys',
  webhooks: 'Webhooks',
  'audit-log': 'Audit log',
};

/**
 * /{tenantPublicId}/admin/agent-attributes/departments, the menu's "Settings": departments, the client app
 * addresses, the time zone of reports, the API keys and, for whoever may read it, the audit log. The open tab is
 * kept in the URL (`tab=`), each table's state under its own prefix, so that a reload shows the same view.
 */
export const DepartmentsPage = () => {
  const { tenantPublicId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const mayCall = useMayCall();
  const tabs = TABS.filter(
    (tab) =>
      (tab !== 'audit-log' || mayCall('GET /:tenantPublicId/api/audit-events')) &&
      (tab !== 'webhooks' || mayCall('GET /:tenantPublicId/api/webhooks')),
  );
  const requested = params.get('tab');
  const active = Math.max(0, tabs.indexOf(requested as Tab));

  const select = (index: number) => {
    const tab = tabs[index] ?? 'departments';
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'departments') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <AdminPage {...PAGE_HEADERS['admin/agent-attributes/departments']}>
      <TabView activeIndex={active} onTabChange={(event) => select(event.index)} className="settings-tabs">
        {tabs.map((tab) => (
          <TabPanel key={tab} header={TAB_LABELS[tab]}>
            <Suspense
              fallback={
                <p className="settings-tab-loading" role="status">
                  Loading…
                </p>
              }
            >
              {tab === 'departments' ? <DepartmentsSection tenantPublicId={tenantPublicId} /> : null}
              {tab === 'client-apps' ? <ClientAppsSection tenantPublicId={tenantPublicId} /> : null}
              {tab === 'time-zone' ? <TimeZoneSection tenantPublicId={tenantPublicId} /> : null}
              {tab === 'api-keys' ? <ApiKeysSection tenantPublicId={tenantPublicId} /> : null}
              {tab === 'webhooks' ? <WebhooksSection tenantPublicId={tenantPublicId} /> : null}
              {tab === 'audit-log' ? <AuditLogSection tenantPublicId={tenantPublicId} /> : null}
            </Suspense>
          </TabPanel>
        ))}
      </TabView>
    </AdminPage>
  );
};
