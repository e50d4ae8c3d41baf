// The prerender build's loader for stylesheets: each one becomes a module that records its text
// when it runs (see rspack.prerender.mjs).
module.exports = function styleLoader(source) {
  return `(globalThis.__redressPrerenderStyles ??= []).push(${JSON.stringify(source)});`;
};
