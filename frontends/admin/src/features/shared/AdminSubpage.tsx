import { ADMIN_ROUTES } from '@redress/domain';
import { Link, PageSection } from '@redress/web-ui';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { adminTheme } from '../../app/adminTheme';
import './admin-subpage.css';

/** The frame of the admin tools: a way back to the dashboard, the title, what the tool does. */
export function AdminSubpage({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <ConfigProvider theme={adminTheme}>
      <PageSection labelledBy={id}>
        <p className="rd-admin-subpage__back">
          <Link to={ADMIN_ROUTES.dashboard}>← Admin Dashboard</Link>
        </p>
        <h1 id={id} className="rd-page__title">
          {title}
        </h1>
        <p className="rd-page__lead rd-admin-subpage__lead">{lead}</p>
        {children}
      </PageSection>
    </ConfigProvider>
  );
}
