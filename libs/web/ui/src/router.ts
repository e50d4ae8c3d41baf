/**
 * The router of the host and every remote, re-exported by web-ui. react-router is not a shared
 * module of the federation: a shared module ships whole (53 KB compressed for react-router)
 * because no build can know what another remote will use of it. Shared as part of web-ui, the
 * router is one instance for all of them (its context must be), and the build keeps only what
 * is named here. Application code imports these from `@redress/web-ui`, never `react-router`.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
