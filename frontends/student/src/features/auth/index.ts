// The auth feature (sign-in) offers the others nothing: the app reaches its pages by route
// (app/pages.tsx, each loaded on demand). Anything another feature needs is exported here.
export {};
