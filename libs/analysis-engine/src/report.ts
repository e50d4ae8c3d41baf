// The report's schema and types alone: what the web app takes from the engine. The analysis
// itself (and the reading model it carries) never reaches a browser bundle.
export * from './lib/report/report.schema';
