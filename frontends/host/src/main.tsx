import { isAdminPath, isStudentPath } from '@redress/domain';
import { prefetchRemote } from './remotes/remoteRegistry';

// The remote that renders this page starts downloading now, beside React and the shell.
const { pathname } = window.location;
if (isStudentPath(pathname)) prefetchRemote('student');
else if (isAdminPath(pathname)) prefetchRemote('admin');

// The async boundary gives the federation runtime a chance to set up shared modules before
// React is imported.
import('./bootstrap');
