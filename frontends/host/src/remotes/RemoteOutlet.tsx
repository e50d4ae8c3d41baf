import { isAdminPath, isStudentPath } from '@redress/domain';
import { loadable, NotFoundPage } from '@redress/web-ui';
import { loadRemoteModule, resetRemote } from './remoteRegistry';

const StudentRemote = loadable(() => loadRemoteModule('student'), {
  beforeRetry: () => resetRemote('student'),
});

const AdminRemote = loadable(() => loadRemoteModule('admin'), {
  beforeRetry: () => resetRemote('admin'),
});

/** Hands the URL to the remote that owns it; whatever no remote owns is the host's 404. */
export function RemoteOutlet({ pathname }: { pathname: string }) {
  if (isAdminPath(pathname)) return <AdminRemote />;
  if (isStudentPath(pathname)) return <StudentRemote />;
  return <NotFoundPage />;
}
