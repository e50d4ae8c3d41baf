import { isAdminPath, isStudentPath } from '@redress/domain';
import { holdEarlyPresses } from './app/earlyPresses';
import { prefetchRemote } from './remotes/remoteRegistry';

function start(): void {
  // The remote that renders this page starts downloading now, beside React and the shell.
  const { pathname } = window.location;
  if (isStudentPath(pathname)) prefetchRemote('student');
  else if (isAdminPath(pathname)) prefetchRemote('admin');

  // A button pressed on the prerendered page before React has it is pressed again then.
  const container = document.getElementById('root');
  if (container?.hasAttribute('data-prerendered')) holdEarlyPresses(container);

  // The async boundary gives the federation runtime a chance to set up shared modules before
  // React is imported.
  void import('./bootstrap');
}

// A page prerendered at build time paints from its HTML before this script runs (it is
// deferred, so it never holds the first paint back); the remote and the app load after that.
start();
