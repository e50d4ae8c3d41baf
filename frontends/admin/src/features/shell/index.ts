// What the shell feature offers the app: the frame around every admin page.
export { AdminShell } from './AdminShell';
