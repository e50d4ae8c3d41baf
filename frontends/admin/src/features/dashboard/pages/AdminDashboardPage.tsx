import { ADMIN_ROUTES, adminTabTitle, type AdminListingName } from '@redress/domain';
import { PageSection, useDocumentTitle } from '@redress/web-ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ConfigProvider, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { adminTheme } from '../../../app/adminTheme';
import {
  ADMIN_COUNTS_KEY,
  ADMIN_LISTING_KEY,
  ADMIN_NEEDS_ACTION_KEY,
  ListingTable,
  useCounts,
  type AdminCounts,
} from '../../shared';
import { BookingsTab } from '../../bookings';
import { ORDER_COLUMNS } from '../../orders';
import { NeedsActionPanel } from '../components/NeedsActionPanel';
import {
  ADMIN_COLUMNS,
  AUDIT_COLUMNS,
  DELETION_REQUEST_COLUMNS,
  DOCUMENT_COLUMNS,
  RESULT_COLUMNS,
  SERVICE_COLUMNS,
  USER_COLUMNS,
} from '../components/listingColumns';
import './admin-dashboard.css';

interface TabSpec {
  key: AdminListingName;
  label: string;
  count: keyof AdminCounts;
}

// The six tabs of the spec, then bookings, data deletion requests and the admin audit log.
const TABS: TabSpec[] = [
  { key: 'users', label: 'Users', count: 'users' },
  { key: 'analysisDocuments', label: 'Documents', count: 'analysisDocuments' },
  { key: 'analysisResults', label: 'Results', count: 'analysisResults' },
  { key: 'serviceOrders', label: 'Orders', count: 'serviceOrders' },
  { key: 'services', label: 'Services', count: 'services' },
  { key: 'adminUsers', label: 'Admins', count: 'adminUsers' },
  { key: 'bookings', label: 'Bookings', count: 'bookings' },
  { key: 'dataDeletionRequests', label: 'Data Deletion', count: 'dataDeletionRequests' },
  { key: 'auditLog', label: 'Audit Log', count: 'auditLog' },
];

function TabContent({ name, autoRefresh }: { name: AdminListingName; autoRefresh: boolean }) {
  switch (name) {
    case 'users':
      return (
        <ListingTable
          name="users"
          heading="Users"
          columns={USER_COLUMNS}
          searchPlaceholder="Search by e-mail, Stripe customer or ID"
          autoRefresh={autoRefresh}
        />
      );
    case 'analysisDocuments':
      return (
        <ListingTable
          name="analysisDocuments"
          heading="Student Submissions"
          columns={DOCUMENT_COLUMNS}
          searchPlaceholder="Search by title, status, ID or user ID"
          autoRefresh={autoRefresh}
        />
      );
    case 'analysisResults':
      return (
        <ListingTable
          name="analysisResults"
          heading="AI Analysis Results"
          columns={RESULT_COLUMNS}
          searchPlaceholder="Search by tag, ID or document ID"
          autoRefresh={autoRefresh}
        />
      );
    case 'serviceOrders':
      return (
        <ListingTable
          name="serviceOrders"
          heading="Customer Orders"
          columns={ORDER_COLUMNS}
          searchPlaceholder="Search by status, payment ID, order, user or service ID"
          autoRefresh={autoRefresh}
        />
      );
    case 'services':
      return (
        <ListingTable
          name="services"
          heading="Service Catalog"
          columns={SERVICE_COLUMNS}
          searchPlaceholder="Search by name, type or description"
          autoRefresh={autoRefresh}
        />
      );
    case 'adminUsers':
      return (
        <ListingTable
          name="adminUsers"
          heading="Admin Users"
          columns={ADMIN_COLUMNS}
          searchPlaceholder="Search by username or role"
          autoRefresh={autoRefresh}
        />
      );
    case 'bookings':
      return <BookingsTab autoRefresh={autoRefresh} />;
    case 'dataDeletionRequests':
      return (
        <ListingTable
          name="dataDeletionRequests"
          heading="Data Deletion Requests"
          columns={DELETION_REQUEST_COLUMNS}
          searchPlaceholder="Search by name, e-mail, status or ID"
          autoRefresh={autoRefresh}
        />
      );
    case 'auditLog':
      return (
        <ListingTable
          name="auditLog"
          heading="Audit Log"
          columns={AUDIT_COLUMNS}
          searchPlaceholder="Search by admin, action, outcome or the query"
          autoRefresh={autoRefresh}
        />
      );
  }
}

/** /admin/dashboard: the operator's read-only view of the database, one tab per table. */
export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const queryClient = useQueryClient();
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [active, setActive] = useState<AdminListingName>('users');
  const counts = useCounts(autoRefresh);
  const [refreshing, setRefreshing] = useState(false);

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: [...ADMIN_LISTING_KEY, active], type: 'active' }),
        queryClient.refetchQueries({ queryKey: ADMIN_COUNTS_KEY }),
        queryClient.refetchQueries({ queryKey: ADMIN_NEEDS_ACTION_KEY }),
      ]);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <ConfigProvider theme={adminTheme}>
      <PageSection labelledBy="rd-admin-dashboard-title">
        <header className="rd-admin-dashboard__header">
          <div>
            <h1 id="rd-admin-dashboard-title" className="rd-page__title">
              Admin Dashboard
            </h1>
          </div>
          <div className="rd-admin-dashboard__actions">
            <label className="rd-admin-dashboard__refresh">
              <Switch
                checked={autoRefresh}
                onChange={setAutoRefresh}
                checkedChildren="Auto"
                unCheckedChildren="Manual"
                aria-label="Auto refresh"
              />
              <span className="rd-admin-dashboard__refresh-note">
                {autoRefresh ? 'Refreshing every 30 s' : 'Manual refresh'}
              </span>
            </label>
            <Button onClick={() => void onRefresh()} loading={refreshing}>
              Refresh
            </Button>
            <Button href={ADMIN_ROUTES.sqlTool} target="_blank" rel="noopener noreferrer">
              SQL
            </Button>
          </div>
        </header>
        <NeedsActionPanel autoRefresh={autoRefresh} />
        <Tabs
          className="rd-admin-dashboard__tabs"
          activeKey={active}
          onChange={(key) => setActive(key as AdminListingName)}
          destroyOnHidden
          items={TABS.map((tab) => ({
            key: tab.key,
            label: adminTabTitle(tab.label, counts.data?.[tab.count]),
            children: <TabContent name={tab.key} autoRefresh={autoRefresh} />,
          }))}
        />
      </PageSection>
    </ConfigProvider>
  );
}
