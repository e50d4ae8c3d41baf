import { isAdminPath, isStudentPath } from '@redress/domain';
import { prefetchRemote } from './remotes/remoteRegistry';

function start(): void {
  // The remote that renders this page starts downloading now, beside React and the shell.
  const { pathname } = window.location;
  if (isStudentPath(pathname)) prefetchRemote('student');
  else if (isAdminPath(pathname)) prefetchRemote('admin');

  // The async boundary gives the federation runtime a chance to set up shared modules before
  // React is imported.
  void import('./bootstrap');
}

// A page prerendered at build time paints from its HTML before this script runs (its loader
// fetches it after the first paint); the remote and the app load after that.
start();
