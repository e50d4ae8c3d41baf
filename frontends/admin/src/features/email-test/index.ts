// The email-test feature (the test e-mail tool) offers the others nothing: the app reaches its page by route
// (remote-entry.tsx, loaded on demand). Anything another feature needs is exported here.
export {};
