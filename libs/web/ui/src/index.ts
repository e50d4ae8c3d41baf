import './styles/web-ui.css';
import './styles/prose.css';

export { useAdminSession, ADMIN_SESSION_QUERY_KEY } from './admin/useAdminSession';
export type { AdminCredentials, AdminSessionState, AdminUser } from './admin/useAdminSession';
export { configureAnalytics, createEventsAdapter, reportPageView } from './analytics/analytics';
export type { AnalyticsAdapter, EventsEndpoint, PageView } from './analytics/analytics';
export { RequireAuth } from './auth/RequireAuth';
export { SessionUnavailable } from './auth/SessionUnavailable';
export { AUTH_QUERY_KEY, useAuth } from './auth/useAuth';
export type { AuthState, AuthUser } from './auth/useAuth';
export { useSignOut } from './auth/useSignOut';
export {
  DEFAULT_PAGE_DESCRIPTION,
  collectDocumentHead,
  formatDocumentTitle,
  useDocumentTitle,
  usePageTitle,
} from './document/useDocumentTitle';
export { saveFile } from './document/saveFile';
export { useHydrated } from './document/useHydrated';
export { ErrorBoundary } from './errors/ErrorBoundary';
export type { ErrorBoundaryProps } from './errors/ErrorBoundary';
export { AppErrorBoundary, ComponentLoadError, SomethingWentWrong } from './errors/ErrorScreens';
export { ComponentLoadFailure, isComponentLoadFailure, loadable } from './errors/Loadable';
export type { ComponentLoader, LoadableComponent, LoadableOptions } from './errors/Loadable';
export { Spinner } from './feedback/Spinner';
export { describedBy, FormField } from './forms/FormField';
export { NotFoundPage } from './layout/NotFoundPage';
export { PageSection } from './layout/PageSection';
export { SiteCardSection, SiteHero } from './site/SiteSections';
export type { SiteCard } from './site/SiteSections';
export { fetchSiteConfig, SITE_CONFIG_QUERY_KEY, useSiteConfig } from './site/siteConfig';
export type { SiteConfig } from './site/siteConfig';
export { AppProviders } from './providers/AppProviders';
export { createQueryClient } from './query/createQueryClient';
export * from './router';
export type { DocumentHead } from './document/useDocumentTitle';
export { Toaster } from './toast/Toaster';
export { dismissToast, toast } from './toast/toastStore';
export type { Toast, ToastAction, ToastHandle, ToastInput } from './toast/toastStore';
