// Under Jest the library runs from its TypeScript source, which a worker thread cannot load by
// itself: this entry compiles the thread's module (workerData.source) with jiti and exports it.
// The built product runs the compiled thread file directly and never loads this.
const { createJiti } = require('jiti');
const { workerData } = require('node:worker_threads');

module.exports = createJiti(__filename)(workerData.source);
