import { isAdminPath, isStudentPath } from '@redress/domain';
import { loadable, NotFoundPage } from '@redress/web-ui';
import { loadRemoteModule, resetRemote } from './remoteRegistry';

const StudentRemote = loadable(() => loadRemoteModule('student'), {
  beforeRetry: () => resetRemote('student'),
});

const AdminRemote = loadable(() => loadRemoteModule('admin'), {
  beforeRetry: () => resetRemote('admin'),
});

/** What the student remote's module offers beside its routes (see its remote-entry). */
type StudentModule = { preloadPage?: (pathname: string) => Promise<void> };

/**
 * Fetches the code that renders `pathname` (the remote's entry and module, and the page's own
 * code) so that the outlet's next render is the page itself, with no loading state: what the
 * host awaits before it takes over a page prerendered to HTML.
 */
export async function preloadOutlet(pathname: string): Promise<void> {
  if (isAdminPath(pathname)) await AdminRemote.preload();
  else if (isStudentPath(pathname)) {
    const Module = (await StudentRemote.preload()) as StudentModule;
    await Module.preloadPage?.(pathname);
  }
}

/** Hands the URL to the remote that owns it; whatever no remote owns is the host's 404. */
export function RemoteOutlet({ pathname }: { pathname: string }) {
  if (isAdminPath(pathname)) return <AdminRemote />;
  if (isStudentPath(pathname)) return <StudentRemote />;
  return <NotFoundPage />;
}
