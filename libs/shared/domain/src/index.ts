export * from './auth';
export * from './breadcrumbs';
export * from './contact';
export * from './layout';
export * from './routes';
export * from './toast';
