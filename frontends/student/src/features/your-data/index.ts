// The your-data feature (the student's data and its deletion) offers the others nothing: the app reaches its pages by route
// (app/pages.tsx, each loaded on demand). Anything another feature needs is exported here.
export {};
