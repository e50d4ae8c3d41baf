// What the admin auth feature offers the app: the guard in front of every admin page (the login
// page is reached by route).
export { AdminGuard } from './components/AdminGuard';
