// The queues feature (the job queues tool) offers the others nothing: the app reaches its page by route
// (remote-entry.tsx, loaded on demand). Anything another feature needs is exported here.
export {};
